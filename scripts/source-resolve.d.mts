export declare const SOURCE_CONDITION: 'runway-source';
export declare const sourceResolve: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
export declare const nodeSourceResolve: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
