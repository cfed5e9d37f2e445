"""The school server's own functions (PostgreSQL only): trainees sign in with a password the server
checks, and every write of a station goes through a function that checks who signed in.

- ``croupier_sign_in(key, password, station)``: pgcrypto's bcrypt ``crypt()`` checks the password;
  five wrong tries lock the name for 30 s, then twice as long each time (at most an hour); a
  trainee whose exam sitting is open at another station is refused; else a random token (only its
  SHA-256 is kept) for this sign-in. ``croupier_join`` adds a trainee with a password where the
  instructor allows it; ``croupier_change_password``; ``croupier_set_password`` (instructors).
- ``croupier_me()``: the trainee of the token the connection set (``croupier.token``), for the
  row-level security ``croupier school init`` puts on every table of a trainee's own.
- ``croupier_write(token, write)``: a station's write (``croupier.store.writes``) for the trainee
  of the token, checked: that trainee's own sessions, answers, lessons, timed hands, live answers;
  answers to an open sitting only, and no more than it has questions; a sitting closed with the
  score counted here from the answers stored and the exam's pass mark; a repeated write stored
  once; a sign-in ended by its ``sign_out`` (after it, only writes stored before may come again).
- ``croupier_start_sitting``: begins a sitting (the sittings left and no other open sitting,
  checked under a lock on the trainee; the seed picked here); ``croupier_sitting_alive``: the
  station still sits it. A sitting whose station has not been heard of for ``sitting_timeout``
  seconds (a setting, 90 by default) is interrupted.
- ``croupier_grant_sitting``, ``croupier_add_key``, ``croupier_seal`` (instructors): another
  sitting; the school's first signing key; a result re-graded, sealed or rejected, with who did it.
- ``croupier_certificate(code)`` (everyone): a certificate as issued, its signature and key, for
  ``croupier school verify`` (a code is what its holder shows; nothing else of the trainee's is read).
- ``croupier_add_station`` (instructors): a login of a station's own, ``croupier_station_<name>``,
  a member of ``croupier_station`` (its password given as a SCRAM verifier, never in clear), so
  that a login that changes its own password shuts out no other station.

Every function is ``SECURITY DEFINER`` (it runs as the schema's owner) with a fixed
``search_path``; who may execute which is granted by ``croupier school init``.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-03
"""

from __future__ import annotations

from alembic import op

revision = "0007"
down_revision: str | None = "0006"
branch_labels: str | None = None
depends_on: str | None = None

FUNCTIONS = (
    "croupier_token_hash(text)",
    "croupier_me()",
    "croupier_sitting_timeout()",
    "croupier_sign_in(text, text, text)",
    "croupier_join(text, text, text, text)",
    "croupier_change_password(text, text, text)",
    "croupier_set_password(integer, text)",
    "croupier_token_trainee(text)",
    "croupier_write(text, jsonb)",
    "croupier_start_sitting(text, integer, text, text, jsonb)",
    "croupier_sitting_alive(text, text)",
    "croupier_grant_sitting(integer, integer)",
    "croupier_add_key(text, text, text)",
    "croupier_seal(integer, text, integer, text, integer, text, text, text, text)",
    "croupier_add_station(text, text)",
    "croupier_certificate(text)",
)

# Every function's header (written @HEADER@ in the statements below).
_HEADER = "LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp"

_SQL = [
    "CREATE EXTENSION IF NOT EXISTS pgcrypto",
    """
CREATE OR REPLACE FUNCTION croupier_token_hash(p_token text) RETURNS text
LANGUAGE sql IMMUTABLE SET search_path = public, pg_temp AS $$
    SELECT encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex')
$$
""",
    # The trainee whose token this connection set, for row-level security; NULL for none.
    """
CREATE OR REPLACE FUNCTION croupier_me() RETURNS integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT trainee_id FROM sign_ins
     WHERE token_hash = croupier_token_hash(current_setting('croupier.token', true))
       AND signed_out_at IS NULL
       AND signed_in_at > (now() AT TIME ZONE 'UTC') - interval '30 days'
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_sitting_timeout() RETURNS interval
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT make_interval(secs => coalesce(
        (SELECT value::integer FROM settings WHERE key = 'sitting_timeout' AND value ~ '^[0-9]{1,6}$'),
        90))
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_sign_in(p_key text, p_password text, p_station text) RETURNS jsonb
@HEADER@ AS $$
DECLARE
    v_now timestamp := now() AT TIME ZONE 'UTC';
    v_trainee integer;
    v_login trainee_logins%ROWTYPE;
    v_station text;
    v_since timestamp;
    v_token text;
BEGIN
    SELECT id INTO v_trainee FROM trainees WHERE name_key = p_key AND archived_at IS NULL;
    IF v_trainee IS NOT NULL THEN
        SELECT * INTO v_login FROM trainee_logins WHERE trainee_id = v_trainee FOR UPDATE;
    END IF;
    IF v_login.trainee_id IS NULL THEN
        -- As slow as a real check, so that a name without a password is not told by the time.
        PERFORM crypt(coalesce(p_password, ''), gen_salt('bf', 10));
        RETURN jsonb_build_object('status', CASE WHEN v_trainee IS NULL THEN 'wrong' ELSE 'no_password' END);
    END IF;
    IF v_login.locked_until > v_now THEN
        RETURN jsonb_build_object('status', 'locked',
            'seconds', ceil(extract(epoch FROM v_login.locked_until - v_now)));
    END IF;
    IF crypt(coalesce(p_password, ''), v_login.password_hash) IS DISTINCT FROM v_login.password_hash THEN
        UPDATE trainee_logins
           SET failures = failures + 1,
               locked_until = CASE WHEN failures + 1 >= 5 THEN v_now + least(interval '1 hour',
                   interval '30 seconds' * power(2, failures + 1 - 5)) END
         WHERE trainee_id = v_trainee
        RETURNING * INTO v_login;
        IF v_login.locked_until IS NOT NULL THEN
            RETURN jsonb_build_object('status', 'locked',
                'seconds', ceil(extract(epoch FROM v_login.locked_until - v_now)));
        END IF;
        RETURN jsonb_build_object('status', 'wrong', 'tries_left', 5 - v_login.failures);
    END IF;
    UPDATE trainee_logins SET failures = 0, locked_until = NULL WHERE trainee_id = v_trainee;
    SELECT station, started_at INTO v_station, v_since FROM exam_sittings
     WHERE trainee_id = v_trainee AND ended_at IS NULL AND last_seen > v_now - croupier_sitting_timeout()
       AND station IS DISTINCT FROM left(p_station, 120)
     ORDER BY started_at DESC LIMIT 1;
    IF FOUND THEN
        RETURN jsonb_build_object('status', 'sitting_open', 'station', v_station,
            'since', to_char(v_since, 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'));
    END IF;
    v_token := encode(gen_random_bytes(32), 'hex');
    INSERT INTO sign_ins (token_hash, trainee_id, station, signed_in_at, last_seen)
        VALUES (croupier_token_hash(v_token), v_trainee, left(p_station, 120), v_now, v_now);
    RETURN jsonb_build_object('status', 'ok', 'token', v_token, 'trainee_id', v_trainee,
        'must_change', v_login.must_change);
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_join(p_name text, p_key text, p_password text, p_station text)
RETURNS jsonb @HEADER@ AS $$
DECLARE
    v_trainee integer;
BEGIN
    IF p_name IS NULL OR length(p_name) NOT BETWEEN 1 AND 120
       OR p_key IS NULL OR length(p_key) NOT BETWEEN 1 AND 120 THEN
        RAISE EXCEPTION 'a trainee''s name needs 1 to 120 characters' USING ERRCODE = 'check_violation';
    END IF;
    IF p_password IS NULL OR length(p_password) < 8 THEN
        RAISE EXCEPTION 'a password needs at least 8 characters' USING ERRCODE = 'CR005';
    END IF;
    IF coalesce((SELECT value FROM settings WHERE key = 'self_registration'), 'on') <> 'on' THEN
        RAISE EXCEPTION 'trainees may not add themselves to this roster'
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO trainees (name, name_key, created_at)
        VALUES (p_name, p_key, now() AT TIME ZONE 'UTC')
        ON CONFLICT DO NOTHING
        RETURNING id INTO v_trainee;
    IF v_trainee IS NULL THEN
        RAISE EXCEPTION 'there is already a trainee called %', p_name USING ERRCODE = 'unique_violation';
    END IF;
    INSERT INTO trainee_logins (trainee_id, password_hash, must_change, changed_at)
        VALUES (v_trainee, crypt(p_password, gen_salt('bf', 10)), false, now() AT TIME ZONE 'UTC');
    RETURN croupier_sign_in(p_key, p_password, p_station);
END
$$
""",
    # The trainee of a live sign-in's token; raises for a token that signs nobody in.
    """
CREATE OR REPLACE FUNCTION croupier_token_trainee(p_token text) RETURNS integer @HEADER@ AS $$
DECLARE
    v_trainee integer;
BEGIN
    SELECT trainee_id INTO v_trainee FROM sign_ins
     WHERE token_hash = croupier_token_hash(p_token) AND signed_out_at IS NULL
       AND signed_in_at > (now() AT TIME ZONE 'UTC') - interval '30 days';
    IF v_trainee IS NULL THEN
        RAISE EXCEPTION 'not signed in' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN v_trainee;
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_change_password(p_token text, p_old text, p_new text) RETURNS jsonb
@HEADER@ AS $$
DECLARE
    v_now timestamp := now() AT TIME ZONE 'UTC';
    v_login trainee_logins%ROWTYPE;
BEGIN
    SELECT * INTO v_login FROM trainee_logins WHERE trainee_id = croupier_token_trainee(p_token) FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'this trainee has no password' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF v_login.locked_until > v_now THEN
        RETURN jsonb_build_object('status', 'locked',
            'seconds', ceil(extract(epoch FROM v_login.locked_until - v_now)));
    END IF;
    IF crypt(coalesce(p_old, ''), v_login.password_hash) IS DISTINCT FROM v_login.password_hash THEN
        UPDATE trainee_logins
           SET failures = failures + 1,
               locked_until = CASE WHEN failures + 1 >= 5 THEN v_now + least(interval '1 hour',
                   interval '30 seconds' * power(2, failures + 1 - 5)) END
         WHERE trainee_id = v_login.trainee_id
        RETURNING * INTO v_login;
        RETURN jsonb_build_object(
            'status', CASE WHEN v_login.locked_until IS NULL THEN 'wrong' ELSE 'locked' END,
            'tries_left', greatest(0, 5 - v_login.failures));
    END IF;
    IF p_new IS NULL OR length(p_new) < 8 THEN
        RAISE EXCEPTION 'a password needs at least 8 characters' USING ERRCODE = 'CR005';
    END IF;
    IF p_new = p_old THEN
        RAISE EXCEPTION 'the new password is the old one' USING ERRCODE = 'CR005';
    END IF;
    UPDATE trainee_logins
       SET password_hash = crypt(p_new, gen_salt('bf', 10)), must_change = false, failures = 0,
           locked_until = NULL, changed_at = v_now
     WHERE trainee_id = v_login.trainee_id;
    RETURN jsonb_build_object('status', 'ok');
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_set_password(p_trainee integer, p_password text) RETURNS void
@HEADER@ AS $$
BEGIN
    IF p_password IS NULL OR length(p_password) < 8 THEN
        RAISE EXCEPTION 'a password needs at least 8 characters' USING ERRCODE = 'CR005';
    END IF;
    PERFORM 1 FROM trainees WHERE id = p_trainee;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no trainee with id %', p_trainee USING ERRCODE = 'foreign_key_violation';
    END IF;
    INSERT INTO trainee_logins (trainee_id, password_hash, must_change, failures, locked_until, changed_at)
        VALUES (p_trainee, crypt(p_password, gen_salt('bf', 10)), true, 0, NULL, now() AT TIME ZONE 'UTC')
        ON CONFLICT (trainee_id) DO UPDATE
        SET password_hash = excluded.password_hash, must_change = true, failures = 0,
            locked_until = NULL, changed_at = excluded.changed_at;
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_write(p_token text, p_write jsonb) RETURNS boolean @HEADER@ AS $$
DECLARE
    v_now timestamp := now() AT TIME ZONE 'UTC';
    v_sign sign_ins%ROWTYPE;
    v_kind text := p_write->>'kind';
    v_uuid text := coalesce(p_write->>'uuid', p_write->>'session_uuid');
    v_owner integer;
    v_session integer;
    v_sitting exam_sittings%ROWTYPE;
    v_exam exams%ROWTYPE;
    v_correct integer;
    v_left boolean;
    v_ended timestamp;
    v_seconds double precision;
    v_breakdown jsonb;
BEGIN
    SELECT * INTO v_sign FROM sign_ins WHERE token_hash = croupier_token_hash(p_token)
       AND signed_in_at > v_now - interval '30 days';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'not signed in' USING ERRCODE = 'insufficient_privilege';
    END IF;
    IF v_uuid IS NULL OR v_uuid !~ '^[0-9a-f]{32}$' THEN
        RAISE EXCEPTION 'not a record id: %', v_uuid USING ERRCODE = 'check_violation';
    END IF;
    IF v_kind = 'sign_out' THEN
        UPDATE sign_ins SET signed_out_at = v_now, last_seen = v_now
         WHERE id = v_sign.id AND signed_out_at IS NULL;
        RETURN FOUND;
    END IF;
    IF v_kind <> 'session_end' AND (p_write->>'trainee_id')::integer IS DISTINCT FROM v_sign.trainee_id THEN
        RAISE EXCEPTION 'a % of another trainee', v_kind USING ERRCODE = 'insufficient_privilege';
    END IF;

    -- Stored before (an upload repeated after a lost reply): the same trainee's, or refused.
    v_owner := CASE v_kind
        WHEN 'session' THEN (SELECT trainee_id FROM practice_sessions WHERE uuid = v_uuid)
        WHEN 'answer' THEN (SELECT trainee_id FROM attempts WHERE uuid = v_uuid)
        WHEN 'exam_result' THEN (SELECT trainee_id FROM exam_results WHERE uuid = v_uuid)
        WHEN 'lesson_result' THEN (SELECT trainee_id FROM lesson_results WHERE uuid = v_uuid)
        WHEN 'hand_pace' THEN (SELECT trainee_id FROM hand_paces WHERE uuid = v_uuid)
        WHEN 'live_answer' THEN (SELECT trainee_id FROM live_answers WHERE uuid = v_uuid
            OR (question_id = (p_write->>'question_id')::integer AND trainee_id = v_sign.trainee_id) LIMIT 1)
        WHEN 'session_end' THEN (SELECT p.trainee_id FROM session_ends e JOIN practice_sessions p
            ON p.id = e.session_id WHERE p.uuid = v_uuid)
        ELSE NULL END;
    IF v_owner IS NOT NULL THEN
        IF v_owner <> v_sign.trainee_id THEN
            RAISE EXCEPTION 'record % belongs to another trainee', v_uuid
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN false;
    END IF;
    IF v_sign.signed_out_at IS NOT NULL THEN
        RAISE EXCEPTION 'this sign-in has ended' USING ERRCODE = 'insufficient_privilege';
    END IF;
    UPDATE sign_ins SET last_seen = v_now WHERE id = v_sign.id;

    -- The session a write names: the same trainee's, or none.
    IF v_kind <> 'session' AND v_kind <> 'live_answer' THEN
        SELECT id, trainee_id INTO v_session, v_owner FROM practice_sessions
         WHERE uuid = p_write->>'session_uuid';
        IF v_owner IS NOT NULL AND v_owner <> v_sign.trainee_id THEN
            RAISE EXCEPTION 'the session of another trainee' USING ERRCODE = 'insufficient_privilege';
        END IF;
        SELECT * INTO v_sitting FROM exam_sittings WHERE session_id = v_session FOR UPDATE;
    END IF;

    IF v_kind = 'session' THEN
        IF p_write->>'activity' = 'exam' OR p_write->>'exam_id' IS NOT NULL THEN
            RAISE EXCEPTION 'an exam sitting is begun by croupier_start_sitting'
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF p_write->>'assignment_id' IS NOT NULL AND NOT EXISTS (
            SELECT 1 FROM assignments WHERE id = (p_write->>'assignment_id')::integer
               AND (trainee_id IS NULL OR trainee_id = v_sign.trainee_id)) THEN
            RAISE EXCEPTION 'an assignment of another trainee' USING ERRCODE = 'insufficient_privilege';
        END IF;
        INSERT INTO practice_sessions (uuid, trainee_id, mode, started_at, station, activity, variant,
                                       exam_id, assignment_id)
        VALUES (v_uuid, v_sign.trainee_id, p_write->>'mode',
                (p_write->>'started_at')::timestamptz AT TIME ZONE 'UTC', left(p_write->>'station', 120),
                p_write->>'activity', p_write->>'variant', NULL, (p_write->>'assignment_id')::integer);
        RETURN true;
    ELSIF v_kind = 'session_end' THEN
        IF v_session IS NULL THEN
            RETURN false;  -- a session never stored has no end to store
        END IF;
        INSERT INTO session_ends (session_id, ended_at, abandoned)
        VALUES (v_session, least((p_write->>'ended_at')::timestamptz AT TIME ZONE 'UTC', v_now),
                coalesce((p_write->>'abandoned')::boolean, false))
        ON CONFLICT DO NOTHING;
        RETURN FOUND;
    ELSIF v_kind = 'answer' THEN
        IF v_sitting.id IS NOT NULL THEN
            IF v_sitting.ended_at IS NOT NULL THEN
                RAISE EXCEPTION 'the sitting is closed' USING ERRCODE = 'insufficient_privilege';
            END IF;
            IF (SELECT count(*) FROM attempts WHERE session_id = v_session)
               >= (SELECT questions FROM exams WHERE id = v_sitting.exam_id) THEN
                RAISE EXCEPTION 'the sitting has all its answers' USING ERRCODE = 'insufficient_privilege';
            END IF;
            UPDATE exam_sittings SET last_seen = v_now WHERE id = v_sitting.id;
        END IF;
        INSERT INTO attempts (uuid, trainee_id, session_id, skill, question, answer, correct, seconds,
                              mode, answered_at, words)
        VALUES (v_uuid, v_sign.trainee_id, v_session, p_write->>'skill', p_write->>'question',
                p_write->>'answer', (p_write->>'correct')::boolean, (p_write->>'seconds')::double precision,
                p_write->>'mode', (p_write->>'answered_at')::timestamptz AT TIME ZONE 'UTC',
                (p_write->'words')::json);
        RETURN true;
    ELSIF v_kind = 'exam_result' THEN
        IF v_sitting.id IS NULL THEN
            RAISE EXCEPTION 'a result closes a sitting begun by croupier_start_sitting'
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF v_sitting.ended_at IS NOT NULL THEN
            RETURN false;  -- closed already
        END IF;
        SELECT * INTO v_exam FROM exams WHERE id = v_sitting.exam_id;
        SELECT count(*) FILTER (WHERE correct) INTO v_correct FROM attempts WHERE session_id = v_session;
        SELECT coalesce(jsonb_agg(jsonb_build_object('skill', skill, 'asked', asked, 'correct', right_ones)
                        ORDER BY skill), '[]'::jsonb)
          INTO v_breakdown
          FROM (SELECT skill, count(*) AS asked, count(*) FILTER (WHERE correct) AS right_ones
                  FROM attempts WHERE session_id = v_session GROUP BY skill) AS scores;
        v_left := coalesce((p_write->>'abandoned')::boolean, false);
        v_ended := least(coalesce((p_write->>'taken_at')::timestamptz AT TIME ZONE 'UTC', v_now), v_now);
        v_ended := greatest(v_ended, v_sitting.started_at);
        v_seconds := extract(epoch FROM v_ended - v_sitting.started_at);
        IF (p_write->>'seconds') IS NOT NULL THEN
            v_seconds := least(v_seconds + 60, greatest(0, (p_write->>'seconds')::double precision));
        END IF;
        INSERT INTO exam_results (uuid, exam_id, trainee_id, session_id, correct, total, passed, taken_at,
                                  seconds, abandoned, breakdown, certificate, sitting_id)
        VALUES (v_uuid, v_exam.id, v_sign.trainee_id, v_session, v_correct, v_exam.questions,
                NOT v_left AND v_correct >= ceil(round((v_exam.pass_mark * v_exam.questions)::numeric, 9)),
                v_ended, v_seconds, v_left, v_breakdown::json, NULL, v_sitting.id);
        UPDATE exam_sittings SET ended_at = v_ended, left_early = v_left WHERE id = v_sitting.id;
        RETURN true;
    ELSIF v_kind = 'lesson_result' THEN
        INSERT INTO lesson_results (uuid, trainee_id, session_id, variant, lesson, correct, total, passed,
                                    taken_at)
        VALUES (v_uuid, v_sign.trainee_id, v_session, p_write->>'variant', p_write->>'lesson',
                (p_write->>'correct')::integer, (p_write->>'total')::integer, (p_write->>'passed')::boolean,
                (p_write->>'taken_at')::timestamptz AT TIME ZONE 'UTC');
        RETURN true;
    ELSIF v_kind = 'hand_pace' THEN
        INSERT INTO hand_paces (uuid, trainee_id, session_id, variant, players, seconds, duties,
                                duty_seconds, target, taken_at)
        VALUES (v_uuid, v_sign.trainee_id, v_session, p_write->>'variant', (p_write->>'players')::integer,
                (p_write->>'seconds')::double precision, (p_write->>'duties')::integer,
                (p_write->>'duty_seconds')::double precision, (p_write->>'target')::double precision,
                (p_write->>'taken_at')::timestamptz AT TIME ZONE 'UTC');
        RETURN true;
    ELSIF v_kind = 'live_answer' THEN
        INSERT INTO live_answers (uuid, question_id, trainee_id, answer, choice, correct, seconds,
                                  answered_at)
        VALUES (v_uuid, (p_write->>'question_id')::integer, v_sign.trainee_id, p_write->>'answer',
                left(p_write->>'choice', 200), (p_write->>'correct')::boolean,
                (p_write->>'seconds')::double precision,
                (p_write->>'answered_at')::timestamptz AT TIME ZONE 'UTC');
        PERFORM pg_notify('croupier_live_answers', p_write->>'question_id');
        RETURN true;
    END IF;
    RAISE EXCEPTION 'not a write: %', v_kind USING ERRCODE = 'check_violation';
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_start_sitting(p_token text, p_exam integer, p_session_uuid text,
                                                  p_station text, p_deal jsonb)
RETURNS jsonb @HEADER@ AS $$
DECLARE
    v_now timestamp := now() AT TIME ZONE 'UTC';
    v_trainee integer := croupier_token_trainee(p_token);
    v_exam exams%ROWTYPE;
    v_sitting exam_sittings%ROWTYPE;
    v_used integer;
    v_allowed integer;
    v_session integer;
BEGIN
    -- One start at a time for a trainee, whichever station asks.
    PERFORM 1 FROM trainees WHERE id = v_trainee FOR UPDATE;
    IF p_session_uuid IS NULL OR p_session_uuid !~ '^[0-9a-f]{32}$' THEN
        RAISE EXCEPTION 'not a record id: %', p_session_uuid USING ERRCODE = 'check_violation';
    END IF;
    SELECT s.* INTO v_sitting FROM exam_sittings s JOIN practice_sessions p ON p.id = s.session_id
     WHERE p.uuid = p_session_uuid;
    IF FOUND THEN  -- asked again after a lost reply
        IF v_sitting.trainee_id <> v_trainee THEN
            RAISE EXCEPTION 'a sitting of another trainee' USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN jsonb_build_object('sitting', v_sitting.id, 'seed', v_sitting.seed,
            'started_at', to_char(v_sitting.started_at, 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"'));
    END IF;
    SELECT * INTO v_exam FROM exams WHERE id = p_exam;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no exam with id %', p_exam USING ERRCODE = 'foreign_key_violation';
    END IF;
    IF EXISTS (SELECT 1 FROM exam_results WHERE exam_id = p_exam AND trainee_id = v_trainee AND passed) THEN
        RAISE EXCEPTION 'the exam is passed already' USING ERRCODE = 'CR004';
    END IF;
    SELECT * INTO v_sitting FROM exam_sittings
     WHERE trainee_id = v_trainee AND ended_at IS NULL AND last_seen > v_now - croupier_sitting_timeout()
     ORDER BY started_at DESC LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION 'a sitting of this trainee is open at %', coalesce(v_sitting.station, '?')
            USING ERRCODE = 'CR001',
                  DETAIL = jsonb_build_object('station', v_sitting.station,
                      'since', to_char(v_sitting.started_at, 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'))::text;
    END IF;
    -- Every sitting begun counts (and the sittings of before revision 0006: exam sessions, and
    -- results stored without one).
    SELECT count(*) INTO v_used FROM practice_sessions
     WHERE exam_id = p_exam AND trainee_id = v_trainee AND activity = 'exam';
    v_used := v_used + (SELECT count(*) FROM exam_results WHERE exam_id = p_exam AND trainee_id = v_trainee
                          AND session_id IS NULL AND sitting_id IS NULL);
    v_allowed := v_exam.sittings
        + (SELECT count(*) FROM sitting_grants WHERE exam_id = p_exam AND trainee_id = v_trainee);
    IF v_used >= v_allowed THEN
        RAISE EXCEPTION 'no sittings left (% of %)', v_used, v_allowed USING ERRCODE = 'CR002',
            DETAIL = jsonb_build_object('used', v_used, 'allowed', v_allowed)::text;
    END IF;
    IF length(p_deal::text) > 20000 THEN
        RAISE EXCEPTION 'not a table to deal at' USING ERRCODE = 'check_violation';
    END IF;
    INSERT INTO practice_sessions (uuid, trainee_id, mode, started_at, station, activity, variant, exam_id)
        VALUES (p_session_uuid, v_trainee, 'exam', v_now, left(p_station, 120), 'exam', NULL, p_exam)
        RETURNING id INTO v_session;
    INSERT INTO exam_sittings (session_id, exam_id, trainee_id, station, seed, deal, started_at, last_seen)
        VALUES (v_session, p_exam, v_trainee, left(p_station, 120),
                ('x' || encode(gen_random_bytes(4), 'hex'))::bit(32)::integer & 2147483647,
                p_deal::json, v_now, v_now)
        RETURNING * INTO v_sitting;
    RETURN jsonb_build_object('sitting', v_sitting.id, 'seed', v_sitting.seed,
        'started_at', to_char(v_sitting.started_at, 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"'));
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_sitting_alive(p_token text, p_session_uuid text) RETURNS boolean
@HEADER@ AS $$
BEGIN
    UPDATE exam_sittings s SET last_seen = now() AT TIME ZONE 'UTC'
      FROM practice_sessions p
     WHERE p.id = s.session_id AND p.uuid = p_session_uuid AND s.ended_at IS NULL
       AND s.trainee_id = croupier_token_trainee(p_token);
    RETURN FOUND;
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_grant_sitting(p_exam integer, p_trainee integer) RETURNS integer
@HEADER@ AS $$
BEGIN
    INSERT INTO sitting_grants (exam_id, trainee_id, granted_at, granted_by)
        VALUES (p_exam, p_trainee, now() AT TIME ZONE 'UTC', session_user);
    RETURN (SELECT count(*) FROM sitting_grants WHERE exam_id = p_exam AND trainee_id = p_trainee);
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_add_key(p_fingerprint text, p_public text, p_private text)
RETURNS void @HEADER@ AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM school_keys) THEN
        RAISE EXCEPTION 'the school has a key already; a new one is the administrator''s'
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO school_keys (fingerprint, public_key, private_key, created_at, created_by)
        VALUES (p_fingerprint, p_public, p_private, now() AT TIME ZONE 'UTC', session_user);
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_seal(p_result integer, p_verdict text, p_correct integer,
                                         p_problem text, p_number integer, p_code text, p_payload text,
                                         p_signature text, p_key text)
RETURNS boolean @HEADER@ AS $$
DECLARE
    v_now timestamp := now() AT TIME ZONE 'UTC';
    v_result exam_results%ROWTYPE;
BEGIN
    SELECT * INTO v_result FROM exam_results WHERE id = p_result FOR UPDATE;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no result with id %', p_result USING ERRCODE = 'foreign_key_violation';
    END IF;
    IF EXISTS (SELECT 1 FROM result_checks WHERE result_id = p_result) THEN
        RETURN false;
    END IF;
    IF p_verdict = 'sealed' THEN
        IF NOT v_result.passed OR v_result.sitting_id IS NULL OR p_correct <> v_result.correct THEN
            RAISE EXCEPTION 'only a passed sitting, re-graded to its score, is sealed'
                USING ERRCODE = 'check_violation';
        END IF;
        IF (p_payload::jsonb)->>'sealed_by' IS DISTINCT FROM session_user
           OR (p_payload::jsonb)->>'code' IS DISTINCT FROM p_code
           OR ((p_payload::jsonb)->>'result')::integer IS DISTINCT FROM p_result THEN
            RAISE EXCEPTION 'the certificate does not name this result and this login'
                USING ERRCODE = 'check_violation';
        END IF;
        INSERT INTO certificates (code, result_id, payload, signature, key_fingerprint, sealed_by, sealed_at)
            VALUES (p_code, p_result, p_payload, p_signature, p_key, session_user, v_now);
    ELSIF p_verdict <> 'rejected' THEN
        RAISE EXCEPTION 'not a verdict: %', p_verdict USING ERRCODE = 'check_violation';
    END IF;
    INSERT INTO result_checks (result_id, verdict, correct, problem, number, checked_by, checked_at)
        VALUES (p_result, p_verdict, p_correct, p_problem, p_number, session_user, v_now);
    RETURN true;
END
$$
""",
]


_SQL.append(
    """
CREATE OR REPLACE FUNCTION croupier_add_station(p_name text, p_verifier text) RETURNS text
@HEADER@ AS $$
DECLARE
    v_role text := 'croupier_station_' || p_name;
BEGIN
    IF p_name IS NULL OR p_name !~ '^[a-z0-9_]{1,40}$' THEN
        RAISE EXCEPTION 'a station''s name is 1 to 40 of a-z, 0-9 and _' USING ERRCODE = 'check_violation';
    END IF;
    IF p_verifier IS NULL OR p_verifier !~ '^SCRAM-SHA-256[$]' THEN
        RAISE EXCEPTION 'a station''s password is given as a SCRAM verifier'
            USING ERRCODE = 'check_violation';
    END IF;
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = v_role) THEN
        IF NOT EXISTS (SELECT 1 FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.member
                        JOIN pg_roles g ON g.oid = m.roleid
                        WHERE r.rolname = v_role AND g.rolname = 'croupier_station') THEN
            RAISE EXCEPTION 'the role % is not a station''s', v_role USING ERRCODE = 'insufficient_privilege';
        END IF;
        EXECUTE format('ALTER ROLE %I WITH LOGIN PASSWORD %L', v_role, p_verifier);
    ELSE
        EXECUTE format('CREATE ROLE %I WITH LOGIN INHERIT PASSWORD %L IN ROLE croupier_station',
                       v_role, p_verifier);
    END IF;
    RETURN v_role;
END
$$
"""
)

_SQL.append(
    """
CREATE OR REPLACE FUNCTION croupier_certificate(p_code text)
RETURNS TABLE (payload text, signature text, key_fingerprint text, public_key text, unsigned boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT c.payload, c.signature, c.key_fingerprint, k.public_key, false
      FROM certificates c LEFT JOIN school_keys k ON k.fingerprint = c.key_fingerprint
     WHERE c.code = p_code
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, true FROM exam_results r
     WHERE r.certificate = p_code AND NOT EXISTS (SELECT 1 FROM certificates WHERE code = p_code)
$$
"""
)


def _run(statements: list[str]) -> None:
    """Each statement on the migration's own connection, as written (psycopg's cursor without
    parameters reads no placeholders into the functions' ``%``)."""
    raw = op.get_bind().connection.dbapi_connection
    assert raw is not None
    cursor = raw.cursor()
    try:
        for statement in statements:
            cursor.execute(statement.replace("@HEADER@", _HEADER))
    finally:
        cursor.close()


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    _run([*_SQL, *(f"REVOKE ALL ON FUNCTION {signature} FROM PUBLIC" for signature in FUNCTIONS)])


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    _run([f"DROP FUNCTION IF EXISTS {signature}" for signature in reversed(FUNCTIONS)])
