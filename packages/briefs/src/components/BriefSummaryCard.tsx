// A brief at a glance: brand, product, category, goal, placements, audience, key message and
// its segments.
import type { Brief } from '@kreolab/api-client';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BRIEFS_TEXTS, GENDER_LABELS, GOAL_LABELS, PLACEMENT_LABELS } from '../texts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

const orDash = (v: string) => v.trim() || BRIEFS_TEXTS.noValue;

export function BriefSummaryCard({ brief }: { brief: Brief }) {
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 4 }} m={0}>
          <Field label={BRIEFS_TEXTS.brand}>{orDash(brief.brand)}</Field>
          <Field label={BRIEFS_TEXTS.product}>{orDash(brief.product)}</Field>
          <Field label={BRIEFS_TEXTS.category}>{orDash(brief.category)}</Field>
          <Field label={BRIEFS_TEXTS.goal}>{GOAL_LABELS[brief.goal]}</Field>
        </SimpleGrid>
        <Stack component="dl" gap="sm" mt="md" mb={0}>
          <Field label={BRIEFS_TEXTS.placements}>
            {brief.placements.length
              ? brief.placements.map((p) => PLACEMENT_LABELS[p]).join(', ')
              : BRIEFS_TEXTS.noValue}
          </Field>
          <Field label={BRIEFS_TEXTS.audience}>{orDash(brief.audience)}</Field>
          <Field label={BRIEFS_TEXTS.keyMessage}>{orDash(brief.key_message)}</Field>
        </Stack>
      </Card>
      <Title order={2} size="h3">
        {BRIEFS_TEXTS.segments}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {brief.segments.map((s) => (
          <Card
            component="li"
            key={s.id}
            withBorder
            radius="md"
            padding="sm"
            data-testid={`segment-${s.id}`}
          >
            <Stack gap={6}>
              <Text fw={600}>{s.name}</Text>
              <Text size="sm">
                {BRIEFS_TEXTS.age(s.age_from, s.age_to)} · {GENDER_LABELS[s.gender]}
              </Text>
              {s.interests.length > 0 && (
                <Group gap={4} aria-label={BRIEFS_TEXTS.interests} role="list">
                  {s.interests.map((t) => (
                    <Badge key={t} variant="outline" color="gray" role="listitem" tt="none">
                      {t}
                    </Badge>
                  ))}
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
