export declare const SOURCE_CONDITION: 'runway-source';
export declare const sourceResolve: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
