export declare const SOURCE_CONDITION: '@kreolab/source';
export declare const sourceResolution: { resolve: { conditions: string[] } };
export declare const testResolution: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
