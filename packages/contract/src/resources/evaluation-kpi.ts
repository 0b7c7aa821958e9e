/**
 * evaluation-kpi (skeleton: filled by the part's owner): its resource definitions, constants and pure rules, shared
 * by the server and the web.
 */
export {};
