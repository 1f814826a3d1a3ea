/** Reading a configuration screen: administrators, or a role granted that screen. */
export const readAccess = (routeId: number) => ({ roles: [0, 100], routes: [routeId] }) as const;
/** Changing configuration: administrators only. */
export const WRITE = { roles: [0, 100] } as const;
/** The OpenAPI group of every configuration route. */
export const tags = ['配置管理'];
/** Who reads and who changes a configuration screen with this menu route id. */
export const accessOf = (routeId: number) => ({ read: readAccess(routeId), write: WRITE });
