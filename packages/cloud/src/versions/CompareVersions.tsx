// «Сравнить версии» in the viewer's versions list (issue 17): two versions of the file (by
// default the previous and the current one) and a lab; it creates a research with both
// versions pinned and opens its form, where the user checks the settings and starts it. A user
// without labs gets one named «Сравнение версий», which is where such researches would go.
import {
  isToastedFailure,
  useCreateAnalysisMutation,
  useCreateLabMutation,
  useListLabsQuery,
  type Item,
  type Version,
} from '@kreolab/api-client';
import { creativesSelected, describeError, invalidateContainer } from '@kreolab/entities';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { COMPARE_VERSIONS_TEXTS as T } from './compareTexts';

/** The viewer's lightbox z-index (its `--yarl__portal_zindex`); the selects' lists open inside the dialog. */
const VIEWER_Z = 9999;

export interface CompareVersionsProps {
  item: Pick<Item, 'id' | 'name'> & Partial<Pick<Item, 'type'>>;
  /** The file's versions, the current one first (as the API lists them). */
  versions: Pick<Version, 'number' | 'current'>[];
}

export function CompareVersions({ item, versions }: CompareVersionsProps) {
  const [opened, setOpened] = useState(false);
  if (versions.length < 2) return null;
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={() => setOpened(true)}>
        {T.open}
      </Button>
      {/* Above the viewer (a lightbox at z-index 9999), in a portal node of its own: the
          lightbox makes the nodes that were there when it opened (Mantine's shared one too)
          inert. Its keys stay here: React passes a portal's events to its ancestors, and the
          viewer's arrows and Escape would act too. */}
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={T.title}
        zIndex={VIEWER_Z + 1}
        portalProps={{ reuseTargetNode: false }}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Escape') setOpened(false);
        }}
      >
        {opened && (
          <CompareVersionsForm item={item} versions={versions} onCancel={() => setOpened(false)} />
        )}
      </Modal>
    </>
  );
}

export interface CompareVersionsFormProps extends CompareVersionsProps {
  onCancel: () => void;
}

export function CompareVersionsForm({ item, versions, onCancel }: CompareVersionsFormProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const labs = useListLabsQuery();
  const [createLab] = useCreateLabMutation();
  const [createAnalysis] = useCreateAnalysisMutation();
  const current = versions.find((v) => v.current) ?? versions[0]!;
  const previous = versions.find((v) => v.number !== current.number)!;
  const [from, setFrom] = useState(String(previous.number));
  const [to, setTo] = useState(String(current.number));
  const [labId, setLabId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = versions.map((v) => ({
    value: String(v.number),
    label: T.version(v.number, v.current),
  }));
  const labOptions = (labs.data?.items ?? []).map((l) => ({ value: String(l.id), label: l.name }));
  const chosenLab = labId ?? labOptions[0]?.value ?? null;
  const same = from === to;

  const onSubmit = async () => {
    if (same || busy) return;
    setBusy(true);
    setError(null);
    let makingLab = !chosenLab;
    try {
      const lab = chosenLab
        ? Number(chosenLab)
        : (await createLab({ nameRequest: { name: T.newLabName } }).unwrap()).id;
      makingLab = false;
      const [a, b] = [Number(from), Number(to)].sort((p, q) => p - q) as [number, number];
      const created = await createAnalysis({
        analysisCreate: {
          type: 'research',
          lab_id: lab,
          name: T.researchName(item.name, a, b),
          creative_versions: [
            { creative_id: item.id, version: a },
            { creative_id: item.id, version: b },
          ],
        },
      }).unwrap();
      // The form lists the selection: it is this file, so the pinned versions stay pinned.
      dispatch(creativesSelected([{ id: item.id, name: item.name, type: item.type }]));
      dispatch(invalidateContainer('labs', lab));
      void navigate(`/labs/${lab}/researches/${created.id}/details`);
    } catch (e) {
      // The research's refusal is this form's to say; a lab's is said by the app's toast (the
      // lab page shows it there), so saying it here too said one failure twice.
      if (!(makingLab && isToastedFailure(e))) setError(describeError(e));
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {T.hint}
      </Text>
      {/* one above the other on a phone: side by side «Версия 2 (текущая)» was cut */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={T.from}
          data={options}
          value={from}
          onChange={(v) => v && setFrom(v)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label={T.to}
          data={options}
          value={to}
          onChange={(v) => v && setTo(v)}
          allowDeselect={false}
          error={same ? T.same : undefined}
          comboboxProps={{ withinPortal: false }}
        />
      </SimpleGrid>
      {labs.isLoading ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{T.labsLoading}</Text>
        </Group>
      ) : labs.isError ? (
        <Alert color="red" variant="light">
          {T.labsError}
        </Alert>
      ) : labOptions.length > 0 ? (
        <Select
          label={T.lab}
          data={labOptions}
          value={chosenLab}
          onChange={setLabId}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
      ) : (
        <Text size="sm">{T.newLab}</Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button onClick={() => void onSubmit()} loading={busy} disabled={same || labs.isError}>
          {T.submit}
        </Button>
      </Group>
    </Stack>
  );
}
