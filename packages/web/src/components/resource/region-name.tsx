import { useEffect, useState } from 'react';
import { areaNames } from '../../api/admin/area';
import { cityToPath } from './widget-values';

/**
 * A stored region in a table cell: its names from the province down (`北京市 / 市辖区 / 东城区`), looked up
 * through the same cached area route as the input; its codes until they are known.
 */
export function RegionName({ codes }: { codes: string }) {
  const [names, setNames] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void areaNames(cityToPath(codes)).then((found) => live && setNames(found.join(' / ')));
    return () => {
      live = false;
    };
  }, [codes]);
  return <span title={codes}>{names ?? codes}</span>;
}
