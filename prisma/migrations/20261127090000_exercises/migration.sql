-- Practice (issue 28): exercises of a lesson (seeded from prisma/content) and each learner's progress on them.
-- Exercise is content: editable in Studio, audited and touched like Lesson. ExerciseProgress is read-only there.
-- CreateEnum
CREATE TYPE "ExerciseKind" AS ENUM ('write', 'fix', 'predict', 'static');

-- CreateEnum
CREATE TYPE "Difficulty" AS ENUM ('easy', 'medium', 'hard');

-- CreateTable
CREATE TABLE "Exercise" (
    "id" TEXT NOT NULL,
    "lessonId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "kind" "ExerciseKind" NOT NULL,
    "difficulty" "Difficulty" NOT NULL DEFAULT 'easy',
    "order" INTEGER NOT NULL DEFAULT 0,
    "statement" TEXT NOT NULL,
    "starter" TEXT NOT NULL,
    "solution" TEXT,
    "answer" TEXT,
    "hints" TEXT[],
    "checks" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Exercise_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExerciseProgress" (
    "userId" TEXT NOT NULL,
    "exerciseId" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "solved" BOOLEAN NOT NULL DEFAULT false,
    "solvedAt" TIMESTAMP(3),
    "lastCode" TEXT,
    "lastAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExerciseProgress_pkey" PRIMARY KEY ("userId","exerciseId")
);

-- CreateIndex
CREATE INDEX "Exercise_lessonId_order_idx" ON "Exercise"("lessonId", "order");

-- CreateIndex
CREATE UNIQUE INDEX "Exercise_lessonId_slug_key" ON "Exercise"("lessonId", "slug");

-- CreateIndex
CREATE INDEX "ExerciseProgress_exerciseId_idx" ON "ExerciseProgress"("exerciseId");

-- AddForeignKey
ALTER TABLE "Exercise" ADD CONSTRAINT "Exercise_lessonId_fkey" FOREIGN KEY ("lessonId") REFERENCES "Lesson"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseProgress" ADD CONSTRAINT "ExerciseProgress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExerciseProgress" ADD CONSTRAINT "ExerciseProgress_exerciseId_fkey" FOREIGN KEY ("exerciseId") REFERENCES "Exercise"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Studio audit and content version, as for the other content tables (migration 20261124120000_editors).
CREATE TRIGGER "Exercise_studio_audit" AFTER INSERT OR UPDATE OR DELETE ON "Exercise"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_audit"('id');
CREATE TRIGGER "Exercise_studio_touch" BEFORE INSERT OR UPDATE ON "Exercise"
  FOR EACH ROW EXECUTE FUNCTION "learn_studio_touch"();
