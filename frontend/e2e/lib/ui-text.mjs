// Texts the journey looks for, copied from @untangle/contracts (a plain Node script cannot
// import the TypeScript sources).
export const UI_TEXT = {
  memberBadge: 'Member Benefits Active',
  quotaAlert:
    "Payment integration coming soon! You've reached your monthly text processing limit. Stay tuned for subscription updates.",
};
