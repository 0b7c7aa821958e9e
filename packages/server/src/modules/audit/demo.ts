export async function seedDemoAudits(): Promise<void> {}
