/**
 * Every user-facing text of the product's screens and errors, verbatim: tests assert them exactly.
 * `{email}` is the configured support address; fill it with `formatMessage`.
 */
export const UI_MESSAGES = {
  auth: {
    required: 'Authentication required',
    tokenRequiredLanding: 'Authentication token required',
    requiredForProcessing: 'Authentication required for text processing',
    signInRequiredTitle: 'Sign in required',
    signInRequiredDescription: 'Please sign in to access this feature.',
    freeToUse: 'Free to use • No credit card required',
    guestPrompt: 'Create a free account to restructure your texts and save your work.',
    memberBadge: 'Member Benefits Active',
  },
  sessions: {
    fetchFailed: 'Failed to fetch sessions',
    landingLoadFailed: 'Failed to load session history. Please try again.',
    landingLoading: 'Loading your session history...',
    landingEmpty: 'No saved sessions yet. Process some text to see your history here.',
    loading: 'Loading your sessions...',
    noMatch: 'No sessions match your search',
    empty: 'No sessions yet',
    deletedTitle: 'Session deleted',
    deletedDescription: 'The session has been removed from your history.',
    deleteFailedTitle: 'Delete failed',
    deleteFailedDescription: 'Could not delete the session. Please try again.',
    clearedTitle: 'All history cleared',
    clearedDescription: '{count} sessions have been permanently deleted.',
    clearFailedTitle: 'Delete failed',
    clearFailedDescription: 'Could not clear your history. Please try again.',
    deleteAllDialogTitle: 'Delete All History?',
    deleteAllDialogBody:
      'This will permanently delete all {count} sessions from your history. This action cannot be undone.',
    deleteOneDialogTitle: 'Delete Session?',
    deleteOneDialogBody:
      'This will permanently delete this session from your history. This action cannot be undone.',
  },
  quota: {
    fetchFailed: 'Failed to fetch quota status',
    critical: 'Almost out - {count} remaining',
    warning: 'Running low - {count} remaining',
  },
  subscription: {
    fetchFailed: 'Failed to fetch subscription',
    cancelledTitle: 'Subscription Cancelled',
    cancelledDefault: 'Your premium access will continue until the end of your billing period.',
    cancelFailedTitle: 'Cancellation Failed',
    cancelFailedDefault: 'Failed to cancel subscription. Please try again.',
    cancelSupportHint: 'If the problem persists, contact support at {email}',
    checkoutFailed: 'Failed to create checkout',
    checkoutFailedAlert: 'Error creating checkout. Please try again or contact support.',
    checkoutLinkMissingAlert: 'Failed to create checkout link. Please try again.',
  },
  processing: {
    quotaAlert:
      "Payment integration coming soon! You've reached your monthly text processing limit. Stay tuned for subscription updates.",
    usageLimitExceeded: 'Usage limit exceeded',
    failedDefault: 'Processing failed',
    dashboardFailedTitle: 'Processing Failed',
    dashboardFailedDescription: '{message}. If the problem persists, contact support at {email}',
    landingFailedTitle: 'Processing failed',
    landingFailedDescription: 'An error occurred while processing your text. Please try again.',
    dashboardSuccessTitle: 'Text Processed Successfully',
    dashboardSuccessDescription: 'Your text has been restructured and saved to session history.',
    landingSavedTitle: 'Text processed and saved!',
    landingSavedDescription: 'Your text has been restructured and saved to your account.',
    landingSaveFailedTitle: 'Text processed!',
    landingSaveFailedDescription: 'Your text has been restructured, but saving failed.',
  },
  copy: {
    resultTitle: 'Copied to clipboard!',
    resultDescription: 'The restructured text has been copied.',
    failedTitle: 'Copy failed',
    failedDescription: 'Please try selecting and copying the text manually.',
    historyTitle: 'Copied to clipboard',
    historyDescription: 'Text has been copied successfully.',
    landingDescription: 'Text has been copied to your clipboard.',
  },
  download: {
    successTitle: 'Download complete!',
    successDescription: 'Your restructured text file has been saved.',
    pdfFailedTitle: 'Download failed',
    pdfFailedDescription: 'The PDF could not be created. Please try again.',
  },
  /** Saving the order a member steered by hand (the result card's 'Save order'). */
  steering: {
    savedTitle: 'Order saved',
    savedDescription: 'Your order has been saved to your session history.',
    saveFailedTitle: 'Saving failed',
    saveFailedDescription: 'Your order could not be saved. Please try again.',
  },
  crash: {
    title: 'Oops! Something went wrong',
    tryAgain: 'Try Again',
    goHome: 'Go Home',
  },
  notFound: {
    title: '404 Page Not Found',
  },
} as const;

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
