-- EDU-VALT, the e-book and notes vault, has been live at /EduValt all along, yet its teaser (/NewEduValt) still said
-- 'Coming Soon' (issue 32.4: a live feature's teaser says it is live and leads to it). Left as the operator set it
-- if they have changed it in the console.
UPDATE "feature_launches" SET "status" = 'live', "launch_at" = now(), "updated_at" = now()
WHERE "feature" = 'eduvalt' AND "status" = 'coming' AND "updated_by" IS NULL;
