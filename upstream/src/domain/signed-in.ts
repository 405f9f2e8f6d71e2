/** Who a bearer token signs in: the user and the hash of the session's token. */
export interface SignedIn {
  userId: number;
  tokenHash: string;
}
