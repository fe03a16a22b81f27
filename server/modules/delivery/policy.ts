/*
 * Who may do what with delivery persons: their profile is changed by themselves (users/profile.ts
 * through updateDeliveryProfile); which orders they carry is the orders module's rule
 * (orders/policy.ts). Approval and areas will add their rules here.
 */
export {};
