/* What other modules may use of the media module: nothing; it only answers HTTP. */
export {};
