/*
 * Who may see what of the content: banners, the basic configuration and static pages are public
 * reads, the same for everyone (and cached). Their admin writes will add their rules here.
 */
export {};
