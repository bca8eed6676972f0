-- The seeded tariffs' descriptions in the words and numbers their cards list beneath them: a
-- quota counts analyses (researches and comparisons alike), and a thousand is «1 000». Only the
-- seeded text is replaced; a description an operator rewrote is left as it is.
UPDATE "tariffs" SET "description" = 'Бесплатно на 14 дней после регистрации: 1 ГБ в облаке, 3 анализа, 10 генераций.'
	WHERE "name" = 'Пробный' AND "description" = 'Бесплатно на 14 дней после регистрации: 1 ГБ в облаке, 3 исследования, 10 генераций.';--> statement-breakpoint
UPDATE "tariffs" SET "description" = 'Для одного специалиста: 10 ГБ в облаке, 30 анализов и 100 генераций в месяц.'
	WHERE "name" = 'Старт' AND "description" = 'Для одного специалиста: 10 ГБ в облаке, 30 исследований и 100 генераций в месяц.';--> statement-breakpoint
UPDATE "tariffs" SET "description" = 'Для агентства: 100 ГБ в облаке, 200 анализов и 1 000 генераций в месяц.'
	WHERE "name" = 'Про' AND "description" = 'Для агентства: 100 ГБ в облаке, 200 исследований и 1000 генераций в месяц.';
