// Paths the engine sends people to, in a module of their own: the app's named routes read them without
// loading the engine's route builders (src/engine/routes.tsx), which the sign-in pages never need.

/** The 404 page, where a route parameter outside its allowed values leads. */
export const notFoundPath = '/error-404';
