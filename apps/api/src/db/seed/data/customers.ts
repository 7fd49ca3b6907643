import type { SeedCustomer } from '../types.ts';

/**
 * Demo customers with complete profiles, so "a returning customer signs in" can be tried at once
 * (the console SMS provider shows the code). Numbers are in the 9665000001xx block. Three said yes to offers when
 * they signed up, so the owner's Messages screen has someone to reach.
 */
export const customers: SeedCustomer[] = [
  { mobileNumber: '966500000101', firstName: 'Noura', lastName: 'Alqahtani', email: 'noura@example.com', gender: 'Female', dateOfBirth: '1993-03-14' },
  { mobileNumber: '966500000102', firstName: 'Fahad', lastName: 'Alotaibi', email: null, gender: 'Male', dateOfBirth: '1988-11-02' },
  { mobileNumber: '966500000103', firstName: 'Reem', lastName: 'Alharbi', email: 'reem@example.com', gender: 'Female', dateOfBirth: '1999-07-21', marketingMessages: true },
  { mobileNumber: '966500000104', firstName: 'Omar', lastName: 'Alshehri', email: null, gender: 'Male', dateOfBirth: '1985-01-30' },
  { mobileNumber: '966500000105', firstName: 'Sara', lastName: 'Alzahrani', email: 'sara@example.com', gender: 'Female', dateOfBirth: '1996-09-09', marketingMessages: true },
  { mobileNumber: '966500000106', firstName: 'Layla', lastName: 'Alghamdi', email: 'layla@example.com', gender: 'Female', dateOfBirth: '1992-02-12', marketingMessages: true },
  { mobileNumber: '966500000107', firstName: 'Khalid', lastName: 'Aldosari', email: null, gender: 'Male', dateOfBirth: '1990-08-25' },
  { mobileNumber: '966500000109', firstName: 'Huda', lastName: 'Admin', email: 'admin@example.com', gender: 'Female', dateOfBirth: '1990-05-05', role: 'admin' },
  // Back-office staff of the Olaya branch (issue 16; seed-staff.ts gives them their roles).
  { mobileNumber: '966500000110', firstName: 'Maha', lastName: 'Manager', email: null, gender: 'Female', dateOfBirth: '1987-04-18' },
  { mobileNumber: '966500000111', firstName: 'Yousef', lastName: 'Desk', email: null, gender: 'Male', dateOfBirth: '1995-10-03' },
];
