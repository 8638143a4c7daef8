-- Editors (issue 19): a role on User, an audit log of the rows changed in the embedded Prisma Studio, and the
-- triggers that write it. The Studio endpoint (app/api/studio) runs every statement in a transaction that sets
-- learn.editor_id, and rows written without that setting (the app, the seed) are neither audited nor touched.
-- (No semicolons or quotes in these comments: the migration runner splits the script on semicolons.)

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('learner', 'editor');

-- AlterTable
ALTER TABLE "User" ADD COLUMN "role" "Role" NOT NULL DEFAULT 'learner';

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" TEXT NOT NULL,
    "table" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "rowKey" JSONB NOT NULL,
    "columns" TEXT[],

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditLog_at_idx" ON "AuditLog"("at");

-- CreateIndex
CREATE INDEX "AuditLog_table_at_idx" ON "AuditLog"("table", "at");

-- The function bodies are E-strings with each semicolon written as \073 (octal): the PostgreSQL driver adapter
-- applies a migration by splitting it on every semicolon, also inside dollar quotes and comments.

-- One audit row per changed row. Trigger arguments name the primary-key columns.
CREATE FUNCTION "learn_studio_audit"() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE
  editor text := current_setting(''learn.editor_id'', true)\073
  cur jsonb\073
  prev jsonb\073
  pk jsonb := ''{}''::jsonb\073
  changed text[] := ''{}''\073
  k text\073
BEGIN
  IF editor IS NULL OR editor = '''' THEN
    RETURN NULL\073
  END IF\073
  IF TG_OP = ''DELETE'' THEN cur := to_jsonb(OLD)\073 ELSE cur := to_jsonb(NEW)\073 END IF\073
  FOREACH k IN ARRAY TG_ARGV LOOP
    pk := pk || jsonb_build_object(k, cur -> k)\073
  END LOOP\073
  IF TG_OP = ''UPDATE'' THEN
    prev := to_jsonb(OLD)\073
    SELECT coalesce(array_agg(n.key ORDER BY n.key), ''{}'') INTO changed
      FROM jsonb_each(cur) AS n WHERE n.key <> ''updatedAt'' AND n.value IS DISTINCT FROM prev -> n.key\073
  END IF\073
  INSERT INTO "AuditLog" ("userId", "table", "action", "rowKey", "columns")
    VALUES (editor, TG_TABLE_NAME, lower(TG_OP), pk, changed)\073
  RETURN NULL\073
END
';

-- Prisma sets @updatedAt in the client, not in the database: a Studio write sets it here (and fills it on insert),
-- so the content version (max updatedAt) moves with the edit.
CREATE FUNCTION "learn_studio_touch"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  IF coalesce(current_setting(''learn.editor_id'', true), '''') <> '''' THEN
    NEW."updatedAt" := CURRENT_TIMESTAMP\073
  END IF\073
  RETURN NEW\073
END
';

CREATE TRIGGER "Course_studio_audit" AFTER INSERT OR UPDATE OR DELETE ON "Course"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_audit"('id');
CREATE TRIGGER "Section_studio_audit" AFTER INSERT OR UPDATE OR DELETE ON "Section"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_audit"('id');
CREATE TRIGGER "Lesson_studio_audit" AFTER INSERT OR UPDATE OR DELETE ON "Lesson"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_audit"('id');
CREATE TRIGGER "Skill_studio_audit" AFTER INSERT OR UPDATE OR DELETE ON "Skill"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_audit"('id');
CREATE TRIGGER "CourseSkill_studio_audit" AFTER INSERT OR UPDATE OR DELETE ON "CourseSkill"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_audit"('courseId', 'skillId');
CREATE TRIGGER "MasterProgram_studio_audit" AFTER INSERT OR UPDATE OR DELETE ON "MasterProgram"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_audit"('id');
CREATE TRIGGER "MasterProgramCourse_studio_audit" AFTER INSERT OR UPDATE OR DELETE ON "MasterProgramCourse"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_audit"('masterId', 'courseId');
CREATE TRIGGER "Plan_studio_audit" AFTER INSERT OR UPDATE OR DELETE ON "Plan"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_audit"('id');
CREATE TRIGGER "User_studio_audit" AFTER INSERT OR UPDATE OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_audit"('id');

CREATE TRIGGER "Course_studio_touch" BEFORE INSERT OR UPDATE ON "Course"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_touch"();
CREATE TRIGGER "Lesson_studio_touch" BEFORE INSERT OR UPDATE ON "Lesson"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_touch"();
CREATE TRIGGER "MasterProgram_studio_touch" BEFORE INSERT OR UPDATE ON "MasterProgram"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_touch"();
CREATE TRIGGER "Plan_studio_touch" BEFORE INSERT OR UPDATE ON "Plan"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_touch"();
CREATE TRIGGER "User_studio_touch" BEFORE INSERT OR UPDATE ON "User"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_touch"();
