import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { regionalLocale } from '../../i18n';
import { quotePdfModel, type LabelledValue, type QuotePdfInput, type QuotePdfModel } from './quote-pdf-model';

/**
 * Nunito (the site's typeface) as TrueType from @expo-google-fonts/nunito, embedded as a subset: the
 * PDF standard fonts (Helvetica …) have no ş, ğ or ı, so no text is ever set in them. Read from the
 * project's node_modules at run time by a plain path (a require.resolve would make webpack bundle the
 * package's folder); the app always runs from the project root.
 */
const FONT_DIR = ['node_modules', '@expo-google-fonts', 'nunito'];
const fontFiles = { regular: ['400Regular', 'Nunito_400Regular.ttf'], bold: ['700Bold', 'Nunito_700Bold.ttf'] } as const;

let fonts: { regular: Buffer; bold: Buffer; regularPath: string } | undefined;

function loadFonts() {
  if (!fonts) {
    const regularPath = path.join(process.cwd(), ...FONT_DIR, ...fontFiles.regular);
    fonts = { regular: readFileSync(regularPath), bold: readFileSync(path.join(process.cwd(), ...FONT_DIR, ...fontFiles.bold)), regularPath };
  }
  return fonts;
}

/** The brand colours of styles/theme.ts. */
const colour = { navy: '#0b2545', blue: '#13598b', orange: '#e8661c', sand: '#f5f7fa', ink: '#1b2430', muted: '#4a5565', rule: '#d8dee6' };

/** Page margin, and the band kept free for the footer above the bottom edge. */
const PAGE = { margin: 48, footer: 60 };

type Doc = PDFKit.PDFDocument;

/** The quote's pages on A4: header band, lane, shipment and cargo, price lines with the total, exclusions, notes, and a footer with page numbers. */
function draw(doc: Doc, model: QuotePdfModel) {
  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  const bottom = () => doc.page.height - PAGE.footer;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = PAGE.margin;
    }
  };

  // Header band: brand and tagline on the left, title and quote number on the right.
  doc.rect(0, 0, doc.page.width, 80).fill(colour.navy);
  doc.fillColor('#ffffff').font('Bold').fontSize(24).text(model.brand, left, 22, { lineBreak: false });
  doc.font('Regular').fontSize(10).fillColor('#c9d6e6').text(model.tagline, left, 52, { lineBreak: false });
  doc.font('Bold').fontSize(18).fillColor('#ffffff').text(model.title, left, 27, { width, align: 'right' });
  doc.rect(0, 80, doc.page.width, 4).fill(colour.orange);

  // Quote number, issued, valid until: three columns.
  const columnWidth = width / model.heading.length;
  let headingBottom = 0;
  model.heading.forEach((item, index) => {
    const x = left + index * columnWidth;
    doc.font('Regular').fontSize(8.5).fillColor(colour.muted).text(item.label, x, 100, { width: columnWidth - 10 });
    doc.font('Bold').fontSize(11).fillColor(colour.ink).text(item.value, x, 113, { width: columnWidth - 10 });
    headingBottom = Math.max(headingBottom, doc.y);
  });
  doc.y = headingBottom + 16;

  const sectionTitle = (title: string, x = left, w = width) => {
    doc.font('Bold').fontSize(12).fillColor(colour.blue).text(title, x, doc.y, { width: w });
    doc.moveDown(0.25);
  };

  // Lane: origin and destination side by side on a light panel, an arrow between them.
  sectionTitle(model.lane.title);
  const laneTop = doc.y;
  const half = (width - 40) / 2;
  doc.font('Bold').fontSize(11);
  const laneHeight = Math.max(doc.heightOfString(model.lane.origin.value, { width: half - 24 }), doc.heightOfString(model.lane.destination.value, { width: half - 24 })) + 34;
  doc.roundedRect(left, laneTop, width, laneHeight, 6).fill(colour.sand);
  const place = (item: LabelledValue, x: number) => {
    doc.font('Regular').fontSize(8.5).fillColor(colour.muted).text(item.label, x + 12, laneTop + 10, { width: half - 24 });
    doc.font('Bold').fontSize(11).fillColor(colour.ink).text(item.value, x + 12, laneTop + 23, { width: half - 24 });
  };
  place(model.lane.origin, left);
  place(model.lane.destination, left + half + 40);
  const arrowY = laneTop + laneHeight / 2;
  const arrowX = left + half + 8;
  doc.moveTo(arrowX, arrowY).lineTo(arrowX + 24, arrowY).lineWidth(1.5).strokeColor(colour.orange).stroke();
  doc.moveTo(arrowX + 24, arrowY).lineTo(arrowX + 18, arrowY - 4).lineTo(arrowX + 18, arrowY + 4).closePath().fill(colour.orange);
  doc.y = laneTop + laneHeight + 14;

  // Shipment and cargo: two columns of label/value rows.
  const columns = [model.shipment, model.cargo];
  const gap = 24;
  const colWidth = (width - gap) / 2;
  const labelWidth = 104;
  const rowsHeight = (rows: LabelledValue[]) =>
    rows.reduce((sum, row) => sum + Math.max(doc.font('Regular').fontSize(9.5).heightOfString(row.label, { width: labelWidth - 6 }), doc.font('Bold').fontSize(9.5).heightOfString(row.value, { width: colWidth - labelWidth })) + 4, 0);
  ensureSpace(Math.max(...columns.map((column) => rowsHeight(column.rows))) + 24);
  const columnsTop = doc.y;
  let columnsBottom = columnsTop;
  columns.forEach((column, index) => {
    const x = left + index * (colWidth + gap);
    doc.y = columnsTop;
    sectionTitle(column.title, x, colWidth);
    for (const row of column.rows) {
      const y = doc.y;
      doc.font('Regular').fontSize(9.5).fillColor(colour.muted).text(row.label, x, y, { width: labelWidth - 6 });
      const labelBottom = doc.y;
      doc.font('Bold').fontSize(9.5).fillColor(colour.ink).text(row.value, x + labelWidth, y, { width: colWidth - labelWidth });
      doc.y = Math.max(labelBottom, doc.y) + 4;
    }
    columnsBottom = Math.max(columnsBottom, doc.y);
  });
  doc.y = columnsBottom + 12;

  // Price lines: item and amount, a rule under each, the total on a tinted band.
  ensureSpace(60);
  sectionTitle(model.lines.title);
  const amountWidth = 150;
  const itemWidth = width - amountWidth - 16;
  const tableRow = (row: LabelledValue, options: { bold?: boolean; colour?: string; size?: number } = {}) => {
    const size = options.size ?? 10;
    doc.font(options.bold ? 'Bold' : 'Regular').fontSize(size);
    const height = Math.max(doc.heightOfString(row.label, { width: itemWidth }), doc.heightOfString(row.value, { width: amountWidth })) + 6;
    ensureSpace(height);
    const y = doc.y;
    doc.fillColor(options.colour ?? colour.ink).text(row.label, left + 8, y + 3, { width: itemWidth });
    doc.text(row.value, left + width - amountWidth - 8, y + 3, { width: amountWidth, align: 'right' });
    doc.y = y + height;
  };
  tableRow({ label: model.lines.columns[0], value: model.lines.columns[1] }, { bold: true, colour: colour.muted, size: 8.5 });
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.8).strokeColor(colour.muted).stroke();
  for (const row of model.lines.rows) {
    tableRow(row);
    doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.4).strokeColor(colour.rule).stroke();
  }
  ensureSpace(30);
  const totalY = doc.y + 4;
  doc.rect(left, totalY, width, 24).fill(colour.sand);
  doc.y = totalY + 1;
  tableRow(model.lines.total, { bold: true, size: 12 });
  doc.y = totalY + 28;
  doc.font('Regular').fontSize(9).fillColor(colour.muted);
  doc.text(`${model.equivalents.label}: ${model.equivalents.values.join(' · ')}`, left, doc.y, { width, align: 'right' });
  doc.text(model.equivalents.fxNote, left, doc.y, { width, align: 'right' });
  doc.y += 10;

  // Not included, and beside it the CO2e estimate when the offer has one.
  const emissions = model.emissions;
  const blockWidth = emissions ? colWidth : width;
  ensureSpace(emissions ? 110 : 40);
  const blockTop = doc.y;
  sectionTitle(model.excluded.title, left, blockWidth);
  doc.font('Regular').fontSize(10).fillColor(colour.ink);
  for (const item of model.excluded.items) {
    ensureSpace(16);
    const y = doc.y;
    doc.circle(left + 4, y + 6.5, 1.8).fill(colour.orange);
    doc.fillColor(colour.ink).text(item, left + 14, y, { width: blockWidth - 14 });
    doc.y += 2;
  }
  let blockBottom = doc.y;
  if (emissions) {
    const x = left + colWidth + gap;
    const valueWidth = 120;
    doc.y = blockTop;
    sectionTitle(emissions.title, x, colWidth);
    const row = ({ label, value }: LabelledValue, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Bold' : 'Regular').fontSize(9.5).fillColor(colour.ink).text(label, x, y, { width: colWidth - valueWidth - 6 });
      const labelBottom = doc.y;
      doc.text(value, x + colWidth - valueWidth, y, { width: valueWidth, align: 'right' });
      doc.y = Math.max(labelBottom, doc.y) + 3;
    };
    for (const leg of emissions.rows) row(leg);
    doc.moveTo(x, doc.y).lineTo(x + colWidth, doc.y).lineWidth(0.4).strokeColor(colour.rule).stroke();
    doc.y += 3;
    row({ label: '', value: emissions.total.value }, true);
    doc.font('Regular').fontSize(8).fillColor(colour.muted).text(`${emissions.total.label}. ${emissions.note}`, x, doc.y, { width: colWidth });
    blockBottom = Math.max(blockBottom, doc.y);
  }
  doc.y = blockBottom + 10;

  // Validity, tariff date and disclaimer.
  for (const [index, note] of model.notes.entries()) {
    doc.font(index < 2 ? 'Bold' : 'Regular').fontSize(index < 2 ? 9.5 : 8.5);
    ensureSpace(doc.heightOfString(note, { width }) + 4);
    doc.fillColor(index < 2 ? colour.ink : colour.muted).text(note, left, doc.y, { width });
    doc.y += 4;
  }

  // Footer with page numbers on every page (written after the content, so the total is known).
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const y = doc.page.height - 36;
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not start a new page
    doc.moveTo(left, y - 6).lineTo(left + width, y - 6).lineWidth(0.4).strokeColor(colour.rule).stroke();
    doc.font('Regular').fontSize(8).fillColor(colour.muted);
    doc.text(model.footer, left, y, { width: width - 100, lineBreak: false });
    doc.text(model.pageLabel(index - range.start + 1, range.count), left + width - 100, y, { width: 100, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/**
 * A quote as an A4 PDF in the given language (see quotePdfModel for its content), with the document
 * title, subject and keywords set so a document manager can file it. Fonts embedded and subset.
 */
export async function renderQuotePdf(input: QuotePdfInput): Promise<Buffer> {
  const model = quotePdfModel(input);
  const { regular, bold, regularPath } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    font: regularPath,
    lang: regionalLocale[input.locale],
    displayTitle: true,
    info: {
      Title: model.metadata.title,
      Subject: model.metadata.subject,
      Keywords: model.metadata.keywords,
      Author: model.metadata.author,
      Creator: model.metadata.author,
      CreationDate: input.issuedAt,
    },
  });
  doc.registerFont('Regular', regular);
  doc.registerFont('Bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, model);
  doc.end();
  return done;
}
