import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { RiskLevel } from '#contract/enums';
import type { Risk, RiskStats } from '#contract/proposals';
import { describeOnEachDialect } from '../../test/test-app';
import { demoReferences } from '../grants/grant-test-helpers';
import { insertNgo, insertProposal, publishedGrant } from './proposal-test-helpers';
import { XLSX_CONTENT_TYPE } from './risk-export';

async function workbookOf(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook;
}

function rowValues(sheet: ExcelJS.Worksheet, row: number): unknown[] {
  const values = sheet.getRow(row).values;
  return Array.isArray(values) ? values.slice(1) : [];
}

describeOnEachDialect('proposals: the risk analysis', (t) => {
  let id: number;
  let empty: number;
  let viewer: string;

  beforeAll(async () => {
    const officer = await t().signIn('grants@demo.test');
    const grant = await publishedGrant(t(), officer, await demoReferences(t()));
    const ngoId = await insertNgo(t(), 'Risk Society');
    id = await insertProposal(t(), { grantId: grant.id, ngoId, code: 'ANDF/2026 – 014' });
    empty = await insertProposal(t(), { grantId: grant.id, ngoId });
    await t().database.db.deleteFrom('proposal_risks').where('proposal_id', '=', empty).execute();
    viewer = await t().signIn('viewer@demo.test');
  });

  it('lists the risks with their score and level', async () => {
    const risks = (await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${id}/RisksAnalysis`, token: viewer })).json<Risk[]>();
    expect(risks.map((risk) => [risk.title, risk.score, risk.level, risk.isMaterialized])).toEqual([
      ['Road closures / إغلاق الطرق', 20, RiskLevel.Extreme, true],
      ['Currency devaluation', 6, RiskLevel.Moderate, false],
      ['Staff turnover', 9, RiskLevel.Moderate, false],
      ['Unrated', 0, RiskLevel.Unset, false],
    ]);
    expect(risks[0]).toMatchObject({ category: 'safety_and_security', response_strategy: 'mitigation', likelihood: 4, impact: 5 });
  });

  it('counts every level and every category, zeros included, and the materialised risks', async () => {
    const stats = (await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${id}/RisksAnalysis/stats`, token: viewer })).json<RiskStats>();
    expect(stats).toEqual({
      total: 4,
      materialized: 1,
      by_level: [
        { level: RiskLevel.Unset, count: 1 },
        { level: RiskLevel.Low, count: 0 },
        { level: RiskLevel.Moderate, count: 2 },
        { level: RiskLevel.High, count: 0 },
        { level: RiskLevel.Extreme, count: 1 },
      ],
      by_category: [
        { category: 'ethical', count: 0 },
        { category: 'fiduciary', count: 1 },
        { category: 'information', count: 0 },
        { category: 'legal_compliance', count: 0 },
        { category: 'operational', count: 2 },
        { category: 'reputational', count: 0 },
        { category: 'safety_and_security', count: 1 },
      ],
    });
    const none = (await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${empty}/RisksAnalysis/stats`, token: viewer })).json<RiskStats>();
    expect(none.total).toBe(0);
    expect(none.by_level.every((entry) => entry.count === 0)).toBe(true);
    expect(none.by_category).toHaveLength(7);
  });

  it('exports the register as an .xlsx in English with a bold frozen header, widths and a filter', async () => {
    const response = await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${id}/RisksAnalysis/export`, token: viewer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="risks-ANDF_2026___014.xlsx"; filename*=UTF-8''risks-ANDF_2026_%E2%80%93_014.xlsx`,
    );
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Risks', 'Summary']);
    const sheet = workbook.getWorksheet('Risks');
    if (!sheet) throw new Error('no Risks sheet');
    expect(rowValues(sheet, 1)).toEqual([
      'Risk',
      'Description',
      'Category',
      'Likelihood (0–5)',
      'Impact (0–5)',
      'Score',
      'Level',
      'Response strategy',
      'Mitigation measures',
      'Owner',
      'Materialised',
    ]);
    expect(rowValues(sheet, 2)).toEqual([
      'Road closures / إغلاق الطرق',
      'Road closures / إغلاق الطرق: details',
      'Safety and security',
      4,
      5,
      20,
      'Extreme',
      'Mitigation',
      'Alternative routes / طرق بديلة',
      'Programme manager',
      'Yes',
    ]);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.views[0]?.rightToLeft ?? false).toBe(false);
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(2).width).toBeGreaterThan(30);
    const summary = workbook.getWorksheet('Summary');
    expect(summary && rowValues(summary, 2)).toEqual(['Risks', 4]);
  });

  it('exports in Arabic, right to left, with the Arabic text intact', async () => {
    const response = await t().call({
      method: 'GET',
      url: `/api/DonorGrant/Proposals/${id}/RisksAnalysis/export`,
      token: viewer,
      headers: { 'accept-language': 'ar-JO,ar;q=0.9' },
    });
    const workbook = await workbookOf(response.rawPayload);
    const sheet = workbook.getWorksheet('Risks');
    if (!sheet) throw new Error('no Risks sheet');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(rowValues(sheet, 1).slice(0, 3)).toEqual(['الخطر', 'الوصف', 'الفئة']);
    expect(rowValues(sheet, 2)).toEqual([
      'Road closures / إغلاق الطرق',
      'Road closures / إغلاق الطرق: details',
      'السلامة والأمن',
      4,
      5,
      20,
      'حرج',
      'التخفيف',
      'Alternative routes / طرق بديلة',
      'Programme manager',
      'نعم',
    ]);
    const summary = workbook.getWorksheet('Summary');
    expect(summary?.views[0]?.rightToLeft).toBe(true);
  });

  it('exports an empty register with its header only', async () => {
    const response = await t().call({ method: 'GET', url: `/api/DonorGrant/Proposals/${empty}/RisksAnalysis/export`, token: viewer });
    const sheet = (await workbookOf(response.rawPayload)).getWorksheet('Risks');
    expect(sheet?.rowCount).toBe(1);
  });
});
