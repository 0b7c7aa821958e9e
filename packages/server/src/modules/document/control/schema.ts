import { documentDescription, documentFolderDescription, documentVersionDescription } from '@vessel/contract';
import type { ModuleMigration } from '../../../platform/module.js';
import { STATEMENT_BREAK } from '../../../platform/module-migrations.js';
import { describedResource } from '../../../platform/resource/described.js';

/** The tables of the resources these refer to: the platform's administrators and departments, this part's own. */
const TABLES: Readonly<Record<string, string>> = {
  'auth.Admin': 'admin',
  'auth.Department': 'department',
  'document.Folder': 'document_folder',
  'document.Document': 'document',
  'document.Version': 'document_version',
};
const tableOf = (resource: string) => TABLES[resource];

export const folderResource = describedResource(documentFolderDescription, tableOf);
export const documentResource = describedResource(documentDescription, tableOf);
export const versionResource = describedResource(documentVersionDescription, tableOf);

const BREAK = `;\n${STATEMENT_BREAK}\n`;

/**
 * The part's one migration: the three described tables in the order their keys need them, the search
 * table with its GIN index (tsvector works on PGlite and PostgreSQL alike, with no extension), and the
 * indexes the issue run and the review alert read by.
 */
export const CONTROL_MIGRATIONS: ModuleMigration[] = [
  {
    name: '0001_control',
    sql: [
      folderResource.migration.sql,
      documentResource.migration.sql,
      versionResource.migration.sql,
      `CREATE TABLE "document_search" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "document_id" uuid NOT NULL REFERENCES "document"("id") ON DELETE CASCADE,
  "version_id" uuid REFERENCES "document_version"("id") ON DELETE CASCADE,
  "seq" integer DEFAULT 0 NOT NULL,
  "content" text NOT NULL,
  "lexemes" tsvector NOT NULL
)`,
      'CREATE INDEX "document_search_lexemes_idx" ON "document_search" USING gin ("lexemes")',
      'CREATE INDEX "document_search_document_idx" ON "document_search" ("document_id", "version_id")',
      'CREATE INDEX "document_next_review_idx" ON "document" ("next_review_date") WHERE "status" = \'active\'',
      'CREATE INDEX "document_version_effective_idx" ON "document_version" ("effective_date") WHERE "status" = \'approved\'',
    ].join(BREAK),
  },
];
