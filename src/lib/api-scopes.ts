// What an API key may do (issue 23, ADR 215): write and read the hotel's arrivals, search guests, and manage the
// hotel's webhooks (issue 33). Its own file so that only the owner's key form ships it, not every page that reads
// src/lib/constants.ts.
export const API_SCOPES = ['arrivals:write', 'arrivals:read', 'search', 'webhooks:manage'] as const
