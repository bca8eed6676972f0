/** One operation of the contract, as the story handlers need it. */
export interface ContractOperation {
  operationId: string;
  // The methods msw serves (the contract uses no 'trace').
  method: 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch';
  /** msw's path syntax, relative to the API's base URL: '/labs/:labId'. */
  path: string;
  /** The success status the contract declares. */
  status: number;
  /** The success response's media type; null for an empty response. */
  contentType: string | null;
  /** The contract's example of the success response, when it gives one. */
  example?: unknown;
}
