/** Why the chosen offer of a request can't be approved now, if it can't (the approval screen says which). */
export type ApprovalBlock = 'notQuoted' | 'offerUnavailable' | 'notCustomer' | null;
