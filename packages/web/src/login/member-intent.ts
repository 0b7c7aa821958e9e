/**
 * What the member asked for on the light login page that only the app can do: opening the password
 * retrieval dialog. The light page sets it before loading the app; the app's login route takes it once.
 */
let retrieveAsked = false;

export function askRetrieve(): void {
  retrieveAsked = true;
}

export function takeRetrieveAsked(): boolean {
  const asked = retrieveAsked;
  retrieveAsked = false;
  return asked;
}
