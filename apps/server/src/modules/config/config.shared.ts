/** Reading a configuration screen: administrators, or a role granted that screen. */
export const readAccess = (routeId: number) => ({ roles: [0, 100], routes: [routeId] }) as const;
/** Changing configuration: administrators only. */
export const WRITE = { roles: [0, 100] } as const;
/** The OpenAPI group of every configuration route. */
export const tags = ['配置管理'];
/** Who reads and who changes a configuration screen with this menu route id. */
export const accessOf = (routeId: number) => ({ read: readAccess(routeId), write: WRITE });
/**
 * What every configuration screen hands the CRUD factory alike: its routes from the contract
 * (`configApi.x`), the OpenAPI group, and access by its menu entry's route id.
 */
export const screenOf = <A extends { menu: { id: number } }>(api: A) => ({ api, tags, access: accessOf(api.menu.id) });
