/* Who may see the places of Bangladesh (divisions to unions): everyone; there is nothing to write. */
export {};
