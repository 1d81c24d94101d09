export declare function moduleMockingTests(packageRoot: string, dir: string): string[];
