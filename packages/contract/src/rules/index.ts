// Pure business rules shared by server and web; one file per rule family.
export {};
