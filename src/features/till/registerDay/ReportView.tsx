import { reportSections, type ReportRegister, type StoredReport } from './reportSections';
import * as s from './registerDay.css';

/** Every field of an X or Z report, in the sections it is printed in. */
export function ReportView({ report, register }: { report: StoredReport; register: ReportRegister | null }) {
  return (
    <div className={s.report} tabIndex={0} aria-label="Rapportens innehåll">
      {reportSections(report, register).map((section) => (
        <section key={section.title} className={s.section} aria-label={section.title}>
          <h3 className={s.sectionTitle}>{section.title}</h3>
          <dl className={s.rows}>
            {section.rows.map((row, i) => (
              <div key={`${row.label}-${i}`} style={{ display: 'contents' }}>
                <dt className={[s.label, row.strong ? s.strong : ''].join(' ')}>{row.label.trim()}</dt>
                <dd className={[s.value, row.strong ? s.strong : ''].join(' ')}>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
