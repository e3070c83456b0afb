/** The request with the chosen template; none (the kind's standard one) leaves the request as it was. */
export function withTemplate<R extends object>(request: R, template: string | null): R & { template?: string } {
  return template ? { ...request, template } : request;
}
