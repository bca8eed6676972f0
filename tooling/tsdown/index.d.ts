import type { UserConfig } from 'tsdown';

export declare const SOURCE_CONDITION: '@kreolab/source';
export declare function entriesOf(dir: string): Record<string, string>;
export declare function library(options?: {
  cwd?: string;
  platform?: 'browser' | 'node' | 'neutral';
}): UserConfig;
export default library;
