/* Who may ask whether the server is up: everyone. */
export {};
