// The CSV product importer's public surface (filled by the importer work).
export {};
