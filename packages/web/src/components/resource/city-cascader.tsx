/**
 * The city widget's input: province, city and district, each level asked of the area route as it is
 * opened (spec §7). One to three levels may be chosen; the value is their codes joined by ','.
 */
import { Cascader } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CITY_LEVELS, type AreaOption } from '@vessel/contract';
import { areaChoices } from '../../api/admin/area';
import { cityFromPath, cityToPath } from './widget-values';

interface RegionNode {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionNode[];
}

const nodes = (choices: readonly AreaOption[], depth: number): RegionNode[] => choices.map((choice) => ({ ...choice, isLeaf: depth >= CITY_LEVELS }));

export interface CityCascaderProps {
  id?: string;
  value?: unknown;
  onChange?: (value: string) => void;
  allowClear?: boolean;
}

export function CityCascader({ id, value, onChange, allowClear = true }: CityCascaderProps) {
  const { t } = useTranslation('backend');
  const [options, setOptions] = useState<RegionNode[]>([]);
  const [failed, setFailed] = useState(false);
  const path = cityToPath(value);
  const pathKey = path.join(',');

  // The provinces, and the levels down the chosen path, so a stored region shows its names at once. Levels
  // already loaded (by the user opening them) are kept: the cascader waits on those very nodes.
  const loaded = useRef<RegionNode[]>([]);
  loaded.current = options;
  useEffect(() => {
    let live = true;
    (async () => {
      const top = loaded.current.length > 0 ? loaded.current : nodes(await areaChoices([]), 1);
      let changed = top !== loaded.current;
      let level = top;
      for (let depth = 1; depth < path.length; depth++) {
        const parent = level.find((node) => node.value === path[depth - 1]);
        if (!parent) break;
        if (!parent.children && !parent.isLeaf) {
          parent.children = nodes(await areaChoices(path.slice(0, depth)), depth + 1);
          if (parent.children.length === 0) parent.isLeaf = true;
          changed = true;
        }
        level = parent.children ?? [];
      }
      if (live && changed) setOptions([...top]);
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
    // Read again when the value changes; every level is cached, so this costs no request after the first.
  }, [pathKey]);

  const loadData = async (selected: RegionNode[]) => {
    const target = selected[selected.length - 1];
    if (!target) return;
    try {
      target.children = nodes(await areaChoices(selected.map((node) => node.value)), selected.length + 1);
      // A city without districts ends the choice.
      if (target.children.length === 0) target.isLeaf = true;
    } catch {
      setFailed(true);
    }
    setOptions((current) => [...current]);
  };

  return (
    <Cascader<RegionNode>
      id={id}
      options={options}
      loadData={loadData}
      changeOnSelect
      allowClear={allowClear}
      value={path}
      onChange={(next) => onChange?.(cityFromPath(next as string[] | undefined))}
      placeholder={failed ? t('resourceKit.widgets.regionFailed') : t('resourceKit.select')}
      status={failed ? 'warning' : undefined}
      style={{ width: '100%' }}
    />
  );
}
