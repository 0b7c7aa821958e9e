import type { ComponentType } from 'react';
import type { ResourceDef } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../components/resource/resource-page';

const pages = new Map<string, ComponentType>();

/** The generic page of a resource as a route component, one per resource. */
export function resourcePage(def: ResourceDef, options?: ResourcePageOptions): ComponentType {
  let page = pages.get(def.name);
  if (!page) {
    page = function GenericResourcePage() {
      return <ResourcePage def={def} {...(options ? { options } : {})} />;
    };
    pages.set(def.name, page);
  }
  return page;
}
