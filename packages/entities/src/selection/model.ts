// A creative picked for a research: what the research needs (id, duration, split status)
// and what a list needs to show it without reading the cloud again.
import type { Item, SplitStatusValue } from '@kreolab/api-client';

export interface SelectedCreative {
  id: number;
  duration?: number | null;
  split_status?: SplitStatusValue | null;
  name?: string;
  type?: string;
  url?: string;
}

export function toSelectedCreative(item: Item): SelectedCreative {
  return {
    id: item.id,
    duration: item.duration ?? null,
    split_status: item.split_status ?? null,
    name: item.name,
    type: item.type,
    url: item.url,
  };
}
