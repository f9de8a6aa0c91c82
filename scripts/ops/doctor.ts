/**
 * npm run doctor
 * Prints the settings the server would start with (secrets masked) and checks what it depends on,
 * for real: the database and its migrations, Redis, the mail server (a connection and login), the
 * data and upload folders (owner, permissions, free space) and the build. Exit 1 when a check fails.
 */
import { formatReport, runDoctor } from '../../server/ops/doctor/doctor.ts';

const report = await runDoctor(process.env);
process.stdout.write(formatReport(report));
process.exitCode = report.findings.some((item) => item.verdict === 'fail') ? 1 : 0;
