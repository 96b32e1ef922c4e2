import { apiPaths } from '../../contract/api-paths';
import type { Program, ProgramObjective } from '../../contract/programs';
import type { DueDiligenceType } from '../../contract/reference';
import { bearer, DEMO_USERS, expect, loginAs, test } from './support/fixtures';
import { actionHeaders, api, createDraftGrant, uniqueTitle, userIdOf } from './support/grants';

const GRANTS_OFFICER_NAME = 'عمر الخطيب';

test.describe('initiatives', () => {
  test('admin lists initiatives, creates one, edits it, sets its users in charge and adds an objective', async ({ page, request, adminToken }) => {
    await page.goto('/login?redirect=/programs');
    await loginAs(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Initiatives' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Initiatives' });
    await expect(table.getByRole('link', { name: 'Early Childhood Education' })).toBeVisible();

    // Create.
    const title = uniqueTitle('Youth skills');
    await page.getByRole('button', { name: 'New initiative' }).click();
    const create = page.getByRole('dialog', { name: 'New initiative' });
    await create.getByRole('textbox', { name: /^Title/ }).fill(title);
    await create.getByRole('textbox', { name: /^Reference/ }).fill('E2E-YS-01');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search initiatives' }).fill(title);
    await expect(page).toHaveURL(/search=/);
    await expect(table.getByRole('link', { name: title })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: title })).toContainText('E2E-YS-01');

    // Edit.
    const renamed = `${title} (renamed)`;
    await table.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit initiative' });
    await expect(edit.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
    await edit.getByRole('textbox', { name: /^Title/ }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(table.getByRole('link', { name: renamed })).toBeVisible();

    // Users in charge, on the initiative's own page.
    await table.getByRole('link', { name: renamed }).click();
    await expect(page).toHaveURL(/\/programs\/\d+/);
    const programId = Number(/\/programs\/(\d+)/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await page.getByRole('button', { name: 'Update users in charge' }).click();
    const inCharge = page.getByRole('dialog', { name: `Users in charge of ${renamed}` });
    await inCharge.getByRole('combobox', { name: 'Add users' }).click();
    // A multi-select: Fluent lists its options as menu item checkboxes.
    await page.getByRole('menuitemcheckbox', { name: GRANTS_OFFICER_NAME }).click();
    await expect(inCharge.getByRole('list', { name: 'Selected users' })).toContainText(GRANTS_OFFICER_NAME);
    // The multi-select stays open for more choices: close it before saving.
    await inCharge.getByRole('combobox', { name: 'Add users' }).press('Escape');
    await expect(page.getByRole('menuitemcheckbox')).toHaveCount(0);
    await expect(inCharge).toBeVisible();
    await inCharge.getByRole('button', { name: 'Save' }).click();
    await expect(inCharge).toBeHidden();
    await expect(page.getByRole('region', { name: 'Users in charge' })).toContainText(GRANTS_OFFICER_NAME);

    // An objective.
    const objective = 'Young people in the camps finish a vocational course';
    await page.getByRole('button', { name: 'Add objective' }).click();
    const addObjective = page.getByRole('dialog', { name: 'Add objective' });
    await addObjective.getByRole('textbox', { name: /^Objective/ }).fill(objective);
    await addObjective.getByRole('button', { name: 'Save' }).click();
    await expect(addObjective).toBeHidden();
    await expect(page.getByRole('region', { name: 'Objectives' }).getByRole('listitem')).toHaveText([objective]);

    // The server has all of it.
    const saved = await request.get(api(apiPaths.programs.one(programId)), { headers: bearer(adminToken) });
    expect(saved.status()).toBe(200);
    const program = (await saved.json()) as Program;
    expect(program).toEqual(expect.objectContaining({ title: renamed, reference_id: 'E2E-YS-01', objectives_count: 1 }));
    const officerId = await userIdOf(request, adminToken, DEMO_USERS.grants);
    expect(program.users.map((user) => user.admin_id)).toContain(officerId);
    const objectives = await request.get(api(apiPaths.programs.objectives(programId)), { headers: bearer(adminToken) });
    expect(((await objectives.json()) as ProgramObjective[]).map((item) => item.title)).toEqual([objective]);
  });
});

test.describe('due-diligence types (settings)', () => {
  test('admin adds a type, renames it and deletes it', async ({ page }) => {
    await page.goto('/login?redirect=/settings/due-diligence');
    await loginAs(page, DEMO_USERS.admin);
    await expect(page).toHaveURL(/\/settings\/due-diligence$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Due diligence' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Due diligence' });
    await expect(table.getByRole('row').filter({ hasText: 'Registration certificate' })).toBeVisible();

    const name = uniqueTitle('Safeguarding policy');
    await page.getByRole('button', { name: 'Add due diligence' }).click();
    const add = page.getByRole('dialog', { name: 'Add due diligence' });
    await add.getByRole('textbox', { name: /^Name/ }).fill(name);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search due diligence' }).fill(name);
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();

    const renamed = `${name} v2`;
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit due diligence' });
    await edit.getByRole('textbox', { name: /^Name/ }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const renamedRow = table.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toBeVisible();

    await renamedRow.getByRole('button', { name: `Actions for ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete due diligence' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  });

  test('a type that a grant requires cannot be deleted', async ({ page, request, adminToken }) => {
    // Arrange through the API: a new type and a draft grant that requires it.
    const name = uniqueTitle('Board minutes');
    const created = await request.post(api(apiPaths.reference.dueDiligence), { headers: actionHeaders(adminToken), data: { name } });
    expect(created.status(), await created.text()).toBe(200);
    const type = (await created.json()) as DueDiligenceType;
    const grant = await createDraftGrant(request, adminToken, { title: uniqueTitle('Requires board minutes') });
    const linked = await request.post(api(apiPaths.grants.dueDiligences(grant.id)), {
      headers: actionHeaders(adminToken),
      data: { due_diligence_id: type.id },
    });
    expect(linked.status(), await linked.text()).toBe(200);

    await page.goto('/login?redirect=/settings/due-diligence');
    await loginAs(page, DEMO_USERS.admin);
    await page.getByRole('searchbox', { name: 'Search due diligence' }).fill(name);
    const table = page.getByRole('table', { name: 'Due diligence' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete due diligence' }).getByRole('button', { name: 'Delete' }).click();

    // The warning toast (a list item named by its title; a hidden live region repeats the text).
    await expect(page.getByRole('listitem', { name: "Cannot delete this item because it's related to other data." })).toBeVisible();
    await expect(row).toBeVisible();
    await page.reload();
    await expect(page.getByRole('table', { name: 'Due diligence' }).getByRole('row').filter({ hasText: name })).toBeVisible();
    const still = await request.get(api(apiPaths.reference.dueDiligence), { headers: bearer(adminToken) });
    expect(((await still.json()) as DueDiligenceType[]).map((item) => item.id)).toContain(type.id);
  });
});
