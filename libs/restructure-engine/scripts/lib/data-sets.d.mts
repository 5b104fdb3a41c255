/** The development sets of data/: adapted on by the learned model; every other file is never trained on. */
export const DEVELOPMENT_FILES: readonly string[];
