// The part of negotiator 1.x (Express's own content negotiation) the servers use. Its
// DefinitelyTyped package describes 0.6, which lacks the `preferred` option that breaks ties
// by the server's order.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
