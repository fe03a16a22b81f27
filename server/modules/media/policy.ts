/*
 * Who may read media: everyone, for public files; private files (prescriptions) are never served
 * here but through their module's own checked route.
 */
export {};
