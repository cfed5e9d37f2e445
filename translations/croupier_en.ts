<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>AssignedButton</name>
    <message numerus="yes">
        <source>Assigned to you: %n open →</source>
        <translation>
            <numerusform>Assigned to you: %n open →</numerusform>
            <numerusform>Assigned to you: %n open →</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AssignedPage</name>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Practise (%n left)</source>
        <translation>
            <numerusform>Practise (%n left)</numerusform>
            <numerusform>Practise (%n left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s) left</source>
        <translation>
            <numerusform>%n sitting left</numerusform>
            <numerusform>%n sittings left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AssignmentsPage</name>
    <message numerus="yes">
        <source>%n question(s): {skills}</source>
        <translation>
            <numerusform>%n question: {skills}</numerusform>
            <numerusform>%n questions: {skills}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Checklist</name>
    <message numerus="yes">
        <source>Antes collected from %n seat(s)</source>
        <translation>
            <numerusform>Ante collected from %n seat</numerusform>
            <numerusform>Antes collected from %n seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Killed %n losing hand(s): {seats}</source>
        <translation>
            <numerusform>Killed %n losing hand: {seats}</numerusform>
            <numerusform>Killed %n losing hands: {seats}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CourseLine</name>
    <message numerus="yes">
        <source>{game}: {passed} of %n lesson(s) passed</source>
        <translation>
            <numerusform>{game}: {passed} of %n lesson passed</numerusform>
            <numerusform>{game}: {passed} of %n lessons passed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoursePage</name>
    <message numerus="yes">
        <source>All %n lesson(s) passed.</source>
        <translation>
            <numerusform>The %n lesson passed.</numerusform>
            <numerusform>All %n lessons passed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{passed} of %n lesson(s) passed. Now: {now}.</source>
        <translation>
            <numerusform>{passed} of %n lesson passed. Now: {now}.</numerusform>
            <numerusform>{passed} of %n lessons passed. Now: {now}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>3  The check: %n question(s); {percent} to pass.</source>
        <translation>
            <numerusform>3  The check: %n question; {percent} to pass.</numerusform>
            <numerusform>3  The check: %n questions; {percent} to pass.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DashboardPage</name>
    <message numerus="yes">
        <source>{percent}
%Ln answer(s)</source>
        <translation>
            <numerusform>{percent}
%Ln answer</numerusform>
            <numerusform>{percent}
%Ln answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {correct} of %Ln answer(s) right</source>
        <translation>
            <numerusform>{name}: {correct} of %Ln answer right</numerusform>
            <numerusform>{name}: {correct} of %Ln answers right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n Table-ready hand(s) at {rate} an hour, target {target}; {seconds} a duty</source>
        <translation>
            <numerusform>{name}: %n Table-ready hand at {rate} an hour, target {target}; {seconds} a duty</numerusform>
            <numerusform>{name}: %n Table-ready hands at {rate} an hour, target {target}; {seconds} a duty</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Debrief</name>
    <message numerus="yes">
        <source>Debrief: %n mistake(s)</source>
        <translation>
            <numerusform>Debrief: %n mistake</numerusform>
            <numerusform>Debrief: %n mistakes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillWhy</name>
    <message numerus="yes">
        <source>The betting is capped: a bet and %n raise(s).</source>
        <translation>
            <numerusform>The betting is capped: a bet and %n raise.</numerusform>
            <numerusform>The betting is capped: a bet and %n raises.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n raise(s) so far; the cap is a bet and {max} raises: not capped.</source>
        <translation>
            <numerusform>%n raise so far; the cap is a bet and {max} raises: not capped.</numerusform>
            <numerusform>%n raises so far; the cap is a bet and {max} raises: not capped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One card is burned before every street under this house rule: %n so far.</source>
        <translation>
            <numerusform>One card is burned before every street under this house rule: %n so far.</numerusform>
            <numerusform>One card is burned before every street under this house rule: %n so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One card is burned before each street from Fourth Street on, none before Third: %n so far.</source>
        <translation>
            <numerusform>One card is burned before each street from Fourth Street on, none before Third: %n so far.</numerusform>
            <numerusform>One card is burned before each street from Fourth Street on, none before Third: %n so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n announcement(s) due before the next card or action:</source>
        <translation>
            <numerusform>%n announcement due before the next card or action:</numerusform>
            <numerusform>%n announcements due before the next card or action:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamPage</name>
    <message numerus="yes">
        <source>{name} · %n question(s) · pass mark {mark}</source>
        <translation>
            <numerusform>{name} · %n question · pass mark {mark}</numerusform>
            <numerusform>{name} · %n questions · pass mark {mark}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s)</source>
        <translation>
            <numerusform>%n sitting</numerusform>
            <numerusform>%n sittings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {state}</source>
        <translation>
            <numerusform>%n {state}</numerusform>
            <numerusform>%n {state}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} may sit “{exam}” once more (%n sitting(s) granted so far).</source>
        <translation>
            <numerusform>{name} may sit “{exam}” once more (%n sitting granted so far).</numerusform>
            <numerusform>{name} may sit “{exam}” once more (%n sittings granted so far).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamWords</name>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaceCard</name>
    <message numerus="yes">
        <source>Dealer pace (Table-ready hands): %n hand(s) at {rate} an hour</source>
        <translation>
            <numerusform>Dealer pace (Table-ready hands): %n hand at {rate} an hour</numerusform>
            <numerusform>Dealer pace (Table-ready hands): %n hands at {rate} an hour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on target</source>
        <translation>
            <numerusform>%n on target</numerusform>
            <numerusform>%n on target</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaceLine</name>
    <message numerus="yes">
        <source>%n duties, {seconds} each</source>
        <translation>
            <numerusform>%n duty, {seconds}</numerusform>
            <numerusform>%n duties, {seconds} each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands at {rate} an hour</source>
        <translation>
            <numerusform>%n hand at {rate} an hour</numerusform>
            <numerusform>%n hands at {rate} an hour</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizStart</name>
    <message numerus="yes">
        <source>← Assigned to you (%n open)</source>
        <translation>
            <numerusform>← Assigned to you (%n open)</numerusform>
            <numerusform>← Assigned to you (%n open)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RefusalsLine</name>
    <message numerus="yes">
        <source>Station %1, %2: %n answer(s) refused: %3</source>
        <translation>
            <numerusform>Station %1, %2: %n answer refused: %3</numerusform>
            <numerusform>Station %1, %2: %n answers refused: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SealDesk</name>
    <message numerus="yes">
        <source>Sealed: %n certificate(s).</source>
        <translation>
            <numerusform>Sealed: %n certificate.</numerusform>
            <numerusform>Sealed: %n certificates.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rejected by re-grading: %n sitting(s).</source>
        <translation>
            <numerusform>Rejected by re-grading: %n sitting.</numerusform>
            <numerusform>Rejected by re-grading: %n sittings.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SignInPage</name>
    <message numerus="yes">
        <source>Wrong password. %n more wrong try(s) and your name is locked for a while.</source>
        <translation>
            <numerusform>Wrong password. %n more wrong try and your name is locked for a while.</numerusform>
            <numerusform>Wrong password. %n more wrong tries and your name is locked for a while.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Station</name>
    <message numerus="yes">
        <source>%n answer(s) could not be kept: too many were waiting in memory.</source>
        <translation>
            <numerusform>%n answer could not be kept: too many were waiting in memory.</numerusform>
            <numerusform>%n answers could not be kept: too many were waiting in memory.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answers are kept in memory: %1 — %n waiting.</source>
        <translation>
            <numerusform>Answers are kept in memory: %1 — %n waiting.</numerusform>
            <numerusform>Answers are kept in memory: %1 — %n waiting.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Offline — %n answer(s) waiting for the school server.</source>
        <translation>
            <numerusform>Offline — %n answer waiting for the school server.</numerusform>
            <numerusform>Offline — %n answers waiting for the school server.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) the school refused: %1 — kept on this computer and tried again.</source>
        <translation>
            <numerusform>%n answer the school refused: %1 — kept on this computer and tried again.</numerusform>
            <numerusform>%n answers the school refused: %1 — kept on this computer and tried again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) are kept for another school (%1) and go only there.</source>
        <translation>
            <numerusform>%n answer is kept for another school (%1) and goes only there.</numerusform>
            <numerusform>%n answers are kept for another school (%1) and go only there.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
            <numerusform>%Ln chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hand(s)</source>
        <translation>
            <numerusform>%Ln hand</numerusform>
            <numerusform>%Ln hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln question(s)</source>
        <translation>
            <numerusform>%Ln question</numerusform>
            <numerusform>%Ln questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WalkthroughWords</name>
    <message numerus="yes">
        <source>Stop the table (Space): paused with %n s left</source>
        <translation>
            <numerusform>Stop the table (Space): paused with %n s left</numerusform>
            <numerusform>Stop the table (Space): paused with %n s left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stop the table (Space) within %n s, or it counts as missed</source>
        <translation>
            <numerusform>Stop the table (Space) within %n s, or it counts as missed</numerusform>
            <numerusform>Stop the table (Space) within %n s, or it counts as missed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowStation</name>
    <message numerus="yes">
        <source>%n answer(s) could not be saved yet ({reason}). Quit anyway? They would be lost.</source>
        <translation>
            <numerusform>%n answer could not be saved yet ({reason}). Quit anyway? It would be lost.</numerusform>
            <numerusform>%n answers could not be saved yet ({reason}). Quit anyway? They would be lost.</numerusform>
        </translation>
    </message>
</context>
</TS>
