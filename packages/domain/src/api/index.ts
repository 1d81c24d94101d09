// The API contract's request and response schemas, shared by the server and the console.
export {};
