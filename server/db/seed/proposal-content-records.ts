import { CommentType, RequestStatus, TransferStatus, type ProposalStatus } from '#contract/enums';
import { installmentAmounts } from '#contract/money';
import { commonText } from './proposal-content';
import type { CommentThread, DocumentText, Language, ProposalLanguage, RiskText } from './proposal-content-shapes';

/**
 * The rows around a demo proposal's sections: its risks, attached documents, negotiation threads and, once it is a
 * project, its installments. Like the sections they are picked from the shared texts by the proposal's index.
 */

/** Statuses whose proposal became a project (contract/projects.ts), with the project status each one carries. */
export const PROJECT_STATUS_OF: Partial<Record<ProposalStatus, 'ongoing' | 'finished' | 'unfinished' | 'stopped'>> = {
  accepted: 'ongoing',
  ongoing: 'ongoing',
  finished: 'finished',
  unfinished: 'unfinished',
  stopped: 'stopped',
};

/** Risks, comments and documents of a mixed proposal are in Arabic; its narrative is partly English. */
function recordsLanguage(language: ProposalLanguage): Language {
  return language === 'mixed' ? 'ar' : language;
}

export type DemoRisk = Omit<RiskText, 'strategy'> & { response_strategy: RiskText['strategy']; likelihood: number; impact: number; is_materialized: number };

/** 5 to 9 risks; a running project has seen one or two of them happen. */
export function demoRisks(language: ProposalLanguage, index: number, status: ProposalStatus): DemoRisk[] {
  const pool = commonText(recordsLanguage(language)).risks;
  const running = status === 'ongoing' || status === 'finished' || status === 'unfinished' || status === 'stopped';
  const picked = Array.from({ length: 5 + (index % 5) }, (_, k) => pool[(index + k) % pool.length]).filter((risk): risk is RiskText => risk !== undefined);
  return picked.map(({ strategy, ...risk }, k) => {
    const unassessed = (index + k) % 9 === 4;
    return {
      ...risk,
      response_strategy: strategy,
      likelihood: unassessed ? 0 : 1 + ((index + k * 3) % 5),
      impact: unassessed ? 0 : 1 + ((index * 2 + k) % 5),
      is_materialized: running && (k === 0 || (k === 2 && index % 2 === 1)) ? 1 : 0,
    };
  });
}

/** 2 to 4 documents, the narrative always first. */
export function demoDocuments(language: ProposalLanguage, index: number): DocumentText[] {
  const [narrative, ...others] = commonText(recordsLanguage(language)).documents;
  const extra = Array.from({ length: 1 + (index % 3) }, (_, k) => others[(index + k) % others.length]);
  return [narrative, ...extra].filter((document): document is DocumentText => document !== undefined);
}

export type DemoComment = {
  page_id: number;
  content: string;
  type: CommentType;
  byNgo: boolean;
  /** Position of the staff author among the people in charge (the threads alternate between them). */
  staffTurn: number;
};

/** Threads on 2 or 3 pages, each: the funder asks, the organisation answers, sometimes the funder follows up. */
export function demoThreads(language: ProposalLanguage, index: number): DemoComment[][] {
  const count = 2 + (index % 2);
  return Array.from({ length: count }, (_, k) => {
    const threadLanguage: Language = language === 'mixed' ? (k % 2 === 0 ? 'en' : 'ar') : language;
    const threads = commonText(threadLanguage).threads;
    const thread: CommentThread | undefined = threads[(index + k) % threads.length];
    if (!thread) return [];
    return [
      { page_id: thread.page, content: thread.staff, type: thread.type, byNgo: false, staffTurn: k },
      { page_id: thread.page, content: thread.ngo, type: CommentType.Normal, byNgo: true, staffTurn: k },
      ...(thread.followUp ? [{ page_id: thread.page, content: thread.followUp, type: CommentType.Normal, byNgo: false, staffTurn: k + 1 }] : []),
    ];
  });
}

const SPLITS = [
  [40, 35, 25],
  [50, 30, 20],
  [30, 30, 40],
  [25, 25, 25, 25],
  [60, 40],
];

const ORDINALS = ['First', 'Second', 'Third', 'Fourth'];
const ORDINALS_AR = ['الأولى', 'الثانية', 'الثالثة', 'الرابعة'];

/** request_status null: the organisation has not asked for the installment yet. */
type InstallmentState = { request_status: number | null; transfer_status: number };

const transferred: InstallmentState = { request_status: RequestStatus.Received, transfer_status: TransferStatus.Transferred };

function pending(request_status: number | null): InstallmentState {
  return { request_status, transfer_status: TransferStatus.Pending };
}

const notRequested = pending(null);

/**
 * How far along a project's installments are: received and transferred, approved, asked for, refused, or (the later
 * ones of a running project) not asked for yet. A project accepted lately has its advance asked for at signature and
 * waiting for a decision; a project under way has its next installment approved.
 */
function installmentProgress(status: ProposalStatus, position: number, count: number, longRunning: boolean): InstallmentState {
  switch (status) {
    case 'finished':
      return transferred;
    case 'unfinished':
      return position < count - 1 ? transferred : pending(RequestStatus.Rejected);
    case 'stopped':
      return position === 0 ? transferred : pending(position === 1 ? RequestStatus.UnderNegotiation : RequestStatus.Rejected);
    case 'ongoing': {
      const done = longRunning ? Math.min(2, count - 1) : 1;
      if (position < done) return transferred;
      return position === done ? pending(RequestStatus.Approved) : notRequested;
    }
    default:
      return position === 0 ? pending(RequestStatus.Requested) : notRequested;
  }
}

export type DemoInstallment = { position: number; title: string; percent: number; amount: number; request_status: number | null; transfer_status: number };

/** Installments totalling 100%, their amounts the budget shared out in the currency's minor unit (contract/money.ts). */
export function demoInstallments(
  totalBudget: number,
  currencyCode: string,
  status: ProposalStatus,
  index: number,
  longRunning: boolean,
): DemoInstallment[] {
  const split = SPLITS[index % SPLITS.length] ?? [100];
  const amounts = installmentAmounts(
    totalBudget,
    split.map((percent) => ({ percent })),
    currencyCode,
  );
  return split.map((percent, position) => {
    const last = position === split.length - 1;
    return {
      position: position + 1,
      title: last ? 'Final installment / الدفعة الأخيرة' : `${ORDINALS[position] ?? ''} installment / الدفعة ${ORDINALS_AR[position] ?? ''}`,
      percent,
      amount: amounts[position] ?? 0,
      ...installmentProgress(status, position, split.length, longRunning),
    };
  });
}
