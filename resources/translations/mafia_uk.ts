<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name>ArchiveDialog</name>
    <message>
        <location filename="../../ui/archive_dialog.py" line="27" />
        <source>Open from the archive</source>
        <translation>Відкрити з архіву</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="30" />
        <source>Tournament</source>
        <translation>Турнір</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="31" />
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="32" />
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="72" />
        <source>Games found: %1</source>
        <translation>Знайдено ігор: %1</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="75" />
        <source>a game without a tournament</source>
        <translation>гра поза турніром</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="84" />
        <source>in progress</source>
        <translation>триває</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="86" />
        <source>signed</source>
        <translation>підписана</translation>
    </message>
</context>
<context>
    <name>Audience</name>
    <message>
        <location filename="../../ui/audience.py" line="94" />
        <source>Audience screen — Mafia Protocol</source>
        <translation>Екран для глядачів — Mafia Protocol</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="279" />
        <source>In a window</source>
        <translation>У вікні</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="281" />
        <source>Close the audience screen</source>
        <translation>Закрити екран для глядачів</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="301" />
        <source>The audience page: %1 (the address is copied)</source>
        <translation>Сторінка для глядачів: %1 (адресу скопійовано)</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="320" />
        <source>Audience &amp;screen</source>
        <translation>&amp;Екран для глядачів</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="322" />
        <source>Audience &amp;page (stream, hall TV)</source>
        <translation>&amp;Сторінка для глядачів (трансляція, телевізор)</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="323" />
        <source>On this computer</source>
        <translation>На цьому комп'ютері</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="324" />
        <source>On the local network</source>
        <translation>У локальній мережі</translation>
    </message>
    <message>
        <location filename="../../ui/audience.py" line="325" />
        <source>Stop the page</source>
        <translation>Зупинити сторінку</translation>
    </message>
</context>
<context>
    <name>ClubGameDialog</name>
    <message>
        <location filename="../../ui/club_game.py" line="44" />
        <source>New boulevard game</source>
        <translation>Нова бульварна гра</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="49" />
        <source>Header</source>
        <translation>Шапка</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="52" />
        <source>Evening</source>
        <translation>Вечір</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="53" />
        <source>Host</source>
        <translation>Ведучий</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="60" />
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="66" />
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="69" />
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="72" />
        <source>Nickname</source>
        <translation>Нікнейм</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="73" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="77" />
        <source>Deal at random</source>
        <translation>Роздати випадково</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="78" />
        <source>Shuffle these roles</source>
        <translation>Перемішати ці ролі</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="84" />
        <location filename="../../ui/club_game.py" line="185" />
        <source>Show roles</source>
        <translation>Показати ролі</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="87" />
        <source>The roles are dealt and hidden.</source>
        <translation>Ролі роздано й приховано.</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="184" />
        <source>Hide roles</source>
        <translation>Приховати ролі</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="94" />
        <source>Readings where the text is silent</source>
        <translation>Тлумачення там, де текст мовчить</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="98" />
        <source>Question</source>
        <translation>Питання</translation>
    </message>
    <message>
        <location filename="../../ui/club_game.py" line="99" />
        <source>Reading</source>
        <translation>Тлумачення</translation>
    </message>
</context>
<context>
    <name>ClubHost</name>
    <message>
        <location filename="../../ui/club_host.py" line="63" />
        <source>Strike an event before the reveal</source>
        <translation>Викреслити подію до розкриття</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="65" />
        <source>The event recorded by mistake in this phase:</source>
        <translation>Подія цієї фази, записана помилково:</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="80" />
        <location filename="../../ui/club_host.py" line="115" />
        <source>what went wrong (kept in the journal)</source>
        <translation>що пішло не так (залишиться в журналі)</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="81" />
        <location filename="../../ui/club_host.py" line="121" />
        <source>Note</source>
        <translation>Примітка</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="105" />
        <source>Host's error after the reveal</source>
        <translation>Помилка ведучого після розкриття</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="111" />
        <source>a neutral decision</source>
        <translation>нейтральне рішення</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="112" />
        <source>replay the round</source>
        <translation>переграти раунд</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="119" />
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="120" />
        <source>Remedy</source>
        <translation>Рішення</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="139" />
        <source>Only the current or the previous round can be replayed: %1.</source>
        <translation>Переграти можна лише поточний або попередній раунд: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="153" />
        <source>Host's journal</source>
        <translation>Журнал ведучого</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="154" />
        <source>PDF (*.pdf);;Text (*.txt)</source>
        <translation>PDF (*.pdf);;Текст (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="174" />
        <source>(%1 blocked)</source>
        <translation>(%1 блок)</translation>
    </message>
    <message>
        <location filename="../../ui/club_host.py" line="207" />
        <source>Readings where the text is silent: %1</source>
        <translation>Тлумачення там, де текст мовчить: %1</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../ui/dialogs.py" line="30" />
        <source>red wins</source>
        <translation>перемога червоних</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="30" />
        <source>black wins</source>
        <translation>перемога чорних</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="31" />
        <source>a draw</source>
        <translation>нічия</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="32" />
        <source>the Maniac wins</source>
        <translation>перемога Маніяка</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="40" />
        <source>Declare the result</source>
        <translation>Оголосити результат</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="52" />
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="53" />
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="68" />
        <source>This result differs from the protocol's: write the reason.</source>
        <translation>Результат розходиться з протоколом: вкажіть причину.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="76" />
        <source>Best move, extra points, cards</source>
        <translation>Кращий хід, дод. бали, картки</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="79" />
        <source>Seat</source>
        <translation>Місце</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="79" />
        <source>Extra points</source>
        <translation>Дод. бали</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="80" />
        <source>Penalty points</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="80" />
        <source>Card</source>
        <translation>Картка</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="81" />
        <source>Best-move title</source>
        <translation>«Кращий хід»</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="102" />
        <source>yellow</source>
        <translation>жовта</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="103" />
        <source>red</source>
        <translation>червона</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="118" />
        <source>Best player</source>
        <translation>Кращий гравець</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../ui/errors.py" line="44" />
        <source>Something failed: %1
Where: %2

The game is safe: every change was stored. The details are in %3</source>
        <translation>Стався збій: %1
Де: %2

Гру не втрачено: кожну зміну збережено. Подробиці — у файлі %3</translation>
    </message>
    <message>
        <location filename="../../ui/errors.py" line="48" />
        <source>An error</source>
        <translation>Помилка</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../../ui/event_text.py" line="23" />
        <source>speech of player %1</source>
        <translation>промова гравця %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="24" />
        <source>nomination of player %2 by player %1</source>
        <translation>висунення гравця %2 гравцем %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="25" />
        <source>withdrawal of player %2 by player %1</source>
        <translation>відкликання кандидатури гравця %2 гравцем %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="26" />
        <source>votes against player %1</source>
        <translation>голоси проти гравця %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="27" />
        <source>the vote to lift all</source>
        <translation>голосування за підняття всіх</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="28" />
        <source>best move of player %1</source>
        <translation>кращий хід гравця %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="29" />
        <source>foul of player %1</source>
        <translation>фол гравця %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="30" />
        <source>warning to player %1</source>
        <translation>попередження гравцеві %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="31" />
        <source>removal of player %1</source>
        <translation>вилучення гравця %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="32" />
        <source>team defeat by player %1</source>
        <translation>поразка команди через гравця %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="33" />
        <source>violation by player %1</source>
        <translation>порушення гравця %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="34" />
        <source>strike of event %1</source>
        <translation>викреслення події %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="35" />
        <source>host's error in %1</source>
        <translation>помилка ведучого в %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="36" />
        <source>the shooting</source>
        <translation>відстріл</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="37" />
        <source>the Don's check</source>
        <translation>перевірка дона</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="38" />
        <source>the Sheriff's check</source>
        <translation>перевірка шерифа</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="49" />
        <source>next phase</source>
        <translation>наступна фаза</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="277" />
        <source>a shot</source>
        <translation>постріл</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="54" />
        <source>a night action</source>
        <translation>нічна дія</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="54" />
        <source>an event</source>
        <translation>подія</translation>
    </message>
    <message>
        <location filename="../../ui/event_text.py" line="51" />
        <source>a protest</source>
        <translation>протест</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>The form is written: %1</source>
        <translation>Бланк записано: %1</translation>
    </message>
    <message>
        <source>The pen form is for the sport game only.</source>
        <translation>Бланк для ручки — лише для спортивної гри.</translation>
    </message>
    <message>
        <source>Print a pen form</source>
        <translation>Надрукувати бланк</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="77" />
        <source>Export the protocol</source>
        <translation>Експорт протоколу</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="73" />
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="85" />
        <source>The protocol could not be drawn</source>
        <translation>Протокол не вдалося побудувати</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="93" />
        <source>Print preview</source>
        <translation>Попередній перегляд</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="94" />
        <source>Nothing could be painted for the printer.</source>
        <translation>Для принтера нічого не вдалося намалювати.</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="101" />
        <source>The details are in %1</source>
        <translation>Подробиці — у файлі %1</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="109" />
        <location filename="../../ui/export.py" line="119" />
        <source>Sign</source>
        <translation>Підпис</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="109" />
        <source>Only a finished game is signed.</source>
        <translation>Підписується лише закінчена гра.</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="112" />
        <source>Signed protocol</source>
        <translation>Підписаний протокол</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="124" />
        <source>A new signing key is created for you. Choose its passphrase:</source>
        <translation>Для вас буде створено ключ підпису. Придумайте до нього пароль:</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="121" />
        <source>The passphrase of your signing key:</source>
        <translation>Пароль вашого ключа підпису:</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="129" />
        <source>Type the same passphrase again:</source>
        <translation>Введіть той самий пароль ще раз:</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="135" />
        <source>The two passphrases differ. Choose the passphrase again:</source>
        <translation>Паролі не збіглися. Задайте пароль ще раз:</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="148" />
        <source>Cannot write</source>
        <translation>Не вдалося записати</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="152" />
        <source>The protocol was not written</source>
        <translation>Протокол не записано</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="177" />
        <source>Not signed</source>
        <translation>Не підписано</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="185" />
        <source>Cannot save</source>
        <translation>Не вдалося зберегти</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="158" />
        <source>The signed protocol is written: %1</source>
        <translation>Підписаний протокол записано: %1</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="159" />
        <source>The protocol is written: %1</source>
        <translation>Протокол записано: %1</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../ui/findings_panel.py" line="64" />
        <source>Findings: %1 errors, %2 warnings</source>
        <translation>Зауваження: помилок %1, попереджень %2</translation>
    </message>
    <message>
        <location filename="../../ui/findings_panel.py" line="62" />
        <source>the night's secrets, if the validator has anything to say about them: hold F9</source>
        <translation>таємниці ночі, якщо валідатор має щодо них зауваження: утримуйте F9</translation>
    </message>
</context>
<context>
    <name>FlowPanel</name>
    <message>
        <location filename="../../ui/flow_panel.py" line="27" />
        <source>Setting the table</source>
        <translation>Розсадка</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="28" />
        <source>The mafia's agreement</source>
        <translation>Домовленість мафії</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="29" />
        <source>Last word</source>
        <translation>Останнє слово</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="29" />
        <source>Discussion</source>
        <translation>Обговорення</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="30" />
        <source>Tied players speak 30 s, then round %2</source>
        <translation>Гравці з рівними голосами — по 30 с, потім раунд %2</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="31" />
        <source>Vote, round %2</source>
        <translation>Голосування, раунд %2</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="32" />
        <source>Question: shall all of them leave?</source>
        <translation>Питання: чи залишають стіл усі, за кого голосують?</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="33" />
        <source>The day's result is known: night falls</source>
        <translation>Підсумок дня відомий: настає ніч</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="34" />
        <source>The mafia shoots</source>
        <translation>Мафія стріляє</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="34" />
        <source>The Don checks</source>
        <translation>Перевірка Дона</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="35" />
        <source>The Sheriff checks</source>
        <translation>Перевірка Шерифа</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="36" />
        <source>Morning comes</source>
        <translation>Настає ранок</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="37" />
        <source>Night actions, in the text's order</source>
        <translation>Нічні дії в порядку правил</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="38" />
        <source>Night of introductions: no role acts</source>
        <translation>Ніч знайомства: ролі не діють</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="39" />
        <source>The game is over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="42" />
        <source>No vote today: night falls</source>
        <translation>Голосування сьогодні немає: настає ніч</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="47" />
        <location filename="../../ui/flow_panel.py" line="50" />
        <source>last word of player %1</source>
        <translation>останнє слово гравця %1</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="48" />
        <source>player %1</source>
        <translation>гравець %1</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="49" />
        <source>player %1, 30 s before the re-vote</source>
        <translation>гравець %1, 30 с перед переголосуванням</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="58" />
        <source>Speaks now: %1</source>
        <translation>Говорить: %1</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="60" />
        <source>Next (F2): %1</source>
        <translation>Наступний (F2): %1</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="62" />
        <source>No vote today: then night falls (F8)</source>
        <translation>Голосування сьогодні немає: потім настає ніч (F8)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="64" />
        <source>Then the vote</source>
        <translation>Потім голосування</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="66" />
        <source>Then night falls (F8)</source>
        <translation>Потім настає ніч (F8)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="87" />
        <location filename="../../ui/flow_panel.py" line="113" />
        <location filename="../../ui/flow_panel.py" line="119" />
        <location filename="../../ui/flow_panel.py" line="136" />
        <source>Start (F5)</source>
        <translation>Старт (F5)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="89" />
        <source>1:00 (F6)</source>
        <translation>1:00 (F6)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="91" />
        <source>0:30 (F7)</source>
        <translation>0:30 (F7)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="112" />
        <source>Pause (F5)</source>
        <translation>Пауза (F5)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="171" />
        <source>Next speaker (F2)</source>
        <translation>Наступний (F2)</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="181" />
        <source>Order:</source>
        <translation>Черговість:</translation>
    </message>
    <message>
        <location filename="../../ui/flow_panel.py" line="183" />
        <source>Candidates:</source>
        <translation>Кандидати:</translation>
    </message>
</context>
<context>
    <name>Join</name>
    <message>
        <location filename="../../ui/join_tournament.py" line="32" />
        <location filename="../../ui/join_tournament.py" line="132" />
        <source>Join a tournament</source>
        <translation>Приєднатися до турніру</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="34" />
        <source>The join code of your table (on the card from the secretary):</source>
        <translation>Код вашого столу (на картці від секретаря):</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="40" />
        <source>From a &amp;photo…</source>
        <translation>З &amp;фото…</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="49" />
        <source>&amp;Join</source>
        <translation>&amp;Приєднатися</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="56" />
        <source>A photo of the join code</source>
        <translation>Фото коду столу</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="57" />
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Зображення (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="96" />
        <source>table %1, round %2</source>
        <translation>стіл %1, тур %2</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="99" />
        <source>not sent: %1</source>
        <translation>не надіслано: %1</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="155" />
        <source>the server refuses this device's changes (the table was freed?): tell the secretary</source>
        <translation>сервер не приймає зміни цього пристрою (стіл звільнено?): скажіть секретарю</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="155" />
        <source>changes %1 differ from the server's: tell the secretary</source>
        <translation>зміни %1 розходяться із сервером: скажіть секретарю</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="102" />
        <source>all sent</source>
        <translation>усе надіслано</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="154" />
        <source>Table %1, round %2</source>
        <translation>Стіл %1, тур %2</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="91" />
        <source>&amp;Join a tournament…</source>
        <translation>Приєднатися до т&amp;урніру…</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="46" />
        <source>With the &amp;camera</source>
        <translation>З &amp;камери</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="92" />
        <location filename="../../ui/join_camera.py" line="120" />
        <location filename="../../ui/join_camera.py" line="182" />
        <source>Hold the QR code of your table's card in front of the camera</source>
        <translation>Піднесіть до камери QR-код із картки вашого столу</translation>
    </message>
    <message>
        <source>The camera needs the system libraries %1 (Debian: sudo apt-get install %2): type the code or choose a photo of it</source>
        <translation>Для камери потрібні системні бібліотеки %1 (Debian: sudo apt-get install %2): введіть код або виберіть його фотографію</translation>
    </message>
    <message>
        <location filename="../../ui/join_camera.py" line="77" />
        <source>This installation has no camera support (PySide6-Addons): type the code or choose a photo of it</source>
        <translation>У цьому встановленні програми немає підтримки камери (PySide6-Addons): введіть код або виберіть його фото</translation>
    </message>
    <message>
        <location filename="../../ui/join_camera.py" line="91" />
        <source>No camera found on this computer: type the code or choose a photo of it</source>
        <translation>На цьому комп’ютері не знайдено камери: введіть код або виберіть його фото</translation>
    </message>
    <message>
        <location filename="../../ui/join_camera.py" line="152" />
        <source>The camera cannot be used: %1</source>
        <translation>Камерою не можна скористатися: %1</translation>
    </message>
    <message>
        <location filename="../../ui/join_camera.py" line="100" />
        <source>Allow the program to use the camera</source>
        <translation>Дозвольте програмі користуватися камерою</translation>
    </message>
    <message>
        <location filename="../../ui/join_camera.py" line="169" />
        <source>The system does not let this program use the camera: allow it in the privacy settings, or type the code</source>
        <translation>Система не дозволяє програмі користуватися камерою: дозвольте це в налаштуваннях конфіденційності або введіть код</translation>
    </message>
    <message>
        <location filename="../../ui/join_tournament.py" line="1" />
        <source>Joining the tournament…</source>
        <translation>Під’єднання до турніру…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Print a pen &amp;form…</source>
        <translation>На&amp;друкувати бланк…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="91" />
        <source>Table and rule book…</source>
        <translation>Стіл і правила…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="121" />
        <source>Confirm result (Ctrl+Return)</source>
        <translation>Підтвердити результат (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="123" />
        <source>Another result…</source>
        <translation>Інший результат…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="125" />
        <location filename="../../ui/menus.py" line="128" />
        <source>Best move, points, cards…</source>
        <translation>Кращий хід, бали, картки…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="86" />
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="87" />
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="88" />
        <source>New game from the &amp;seating…</source>
        <translation>Нова гра за &amp;розсадкою…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="89" />
        <source>New &amp;boulevard game…</source>
        <translation>Нова &amp;бульварна гра…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="90" />
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="91" />
        <source>&amp;Recent games</source>
        <translation>&amp;Останні ігри</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="93" />
        <source>Open from the &amp;archive…</source>
        <translation>Відкрити з &amp;архіву…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="96" />
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="97" />
        <source>Save &amp;as…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="99" />
        <source>&amp;Export PDF…</source>
        <translation>&amp;Експорт у PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="100" />
        <source>Print pre&amp;view…</source>
        <translation>Попередній перег&amp;ляд друку…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="101" />
        <source>Si&amp;gn and export PDF…</source>
        <translation>Під&amp;писати й експортувати PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="102" />
        <source>Export the host's &amp;journal…</source>
        <translation>Експорт &amp;журналу ведучого…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="106" />
        <source>&amp;Start page</source>
        <translation>Початкова с&amp;торінка</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="107" />
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="109" />
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="114" />
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="114" />
        <source>&amp;Undo: %1</source>
        <translation>&amp;Скасувати: %1</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="115" />
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="115" />
        <source>&amp;Redo: %1</source>
        <translation>&amp;Повторити: %1</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="119" />
        <source>Delete the last event</source>
        <translation>Видалити останню подію</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="120" />
        <source>Quick entry</source>
        <translation>Швидке введення</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="122" />
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="123" />
        <source>Next phase</source>
        <translation>Наступна фаза</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="124" />
        <source>Next speaker</source>
        <translation>Наступний гравець</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="352" />
        <location filename="../../ui/menus.py" line="125" />
        <source>Confirm result</source>
        <translation>Підтвердити результат</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="127" />
        <source>Declare another result…</source>
        <translation>Оголосити інший результат…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="130" />
        <source>Host's error: strike an event before the reveal…</source>
        <translation>Помилка ведучого: викреслити подію до розкриття…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="132" />
        <source>Host's error after the reveal…</source>
        <translation>Помилка ведучого після розкриття…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="134" />
        <source>Timer: start / pause</source>
        <translation>Таймер: старт / пауза</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="135" />
        <source>Timer: 1:00</source>
        <translation>Таймер: 1:00</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="136" />
        <source>Timer: 0:30</source>
        <translation>Таймер: 0:30</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="138" />
        <source>&amp;Seat</source>
        <translation>&amp;Місце</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="139" />
        <source>Foul</source>
        <translation>Фол</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="140" />
        <source>Warning</source>
        <translation>Попередження</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="141" />
        <source>Speech starts</source>
        <translation>Початок промови</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="142" />
        <source>Removal</source>
        <translation>Вилучення</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="145" />
        <source>Violation</source>
        <translation>Порушення</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="146" />
        <source>Actions for the selected seat…</source>
        <translation>Дії для вибраного місця…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="148" />
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="149" />
        <source>Full view: roles, shots and checks</source>
        <translation>Повний вигляд: ролі, постріли, перевірки</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="152" />
        <source>Hold F9 to show roles for a moment</source>
        <translation>Утримуйте F9, щоб на мить показати ролі</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="153" />
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="76" />
        <location filename="../../ui/game_files.py" line="25" />
        <location filename="../../ui/game_files.py" line="45" />
        <location filename="../../ui/game_texts.py" line="50" />
        <source>round</source>
        <translation>тур</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="77" />
        <location filename="../../ui/game_files.py" line="25" />
        <location filename="../../ui/game_files.py" line="45" />
        <location filename="../../ui/game_texts.py" line="50" />
        <source>table</source>
        <translation>стіл</translation>
    </message>
    <message>
        <location filename="../../ui/archive_dialog.py" line="78" />
        <location filename="../../ui/game_files.py" line="26" />
        <location filename="../../ui/game_files.py" line="46" />
        <location filename="../../ui/game_texts.py" line="51" />
        <source>game</source>
        <translation>гра</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="55" />
        <source>judge</source>
        <translation>суддя</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="34" />
        <location filename="../../ui/game_texts.py" line="57" />
        <source>A game without a header</source>
        <translation>Гра без заголовка</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="70" />
        <source>signed by %1</source>
        <translation>підписано: %1</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="71" />
        <source>changed since it was signed by %1: sign the new revision</source>
        <translation>змінено після підпису (%1): підпишіть нову редакцію</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="85" />
        <source>The game goes on.</source>
        <translation>Гра триває.</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="87" />
        <source>By the protocol: %1.</source>
        <translation>За протоколом: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="90" />
        <source>Declared: %1.</source>
        <translation>Оголошено: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="96" />
        <source>Best move of %1: %2 (%3 guessed).</source>
        <translation>Кращий хід гравця %1: %2 (вгадано %3).</translation>
    </message>
    <message>
        <location filename="../../ui/game_texts.py" line="99" />
        <source>Best move of %1: %2.</source>
        <translation>Кращий хід гравця %1: %2.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="244" />
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="265" />
        <source>quick entry: %1</source>
        <translation>швидке введення: %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="274" />
        <source>next phase</source>
        <translation>наступна фаза</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="280" />
        <source>deleting the last event</source>
        <translation>видалення останньої події</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="293" />
        <source>Select a seat in the sheet first.</source>
        <translation>Спершу виберіть місце в протоколі.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="329" />
        <source>Best move of player %1</source>
        <translation>Кращий хід гравця %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="330" />
        <source>Hands against player %1</source>
        <translation>Руки проти гравця %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="330" />
        <source>Hands for lifting all</source>
        <translation>Руки за підняття всіх</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="339" />
        <source>Edit player %1</source>
        <translation>Редагування гравця %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="359" />
        <source>Declare result</source>
        <translation>Оголосити результат</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="362" />
        <source>Signature</source>
        <translation>Підпис</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="368" />
        <source>Awards</source>
        <translation>Нагороди</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="374" />
        <source>Full view</source>
        <translation>Повний вигляд</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="372" />
        <source>The game is not over. Show roles, shots and checks to everyone who can see the screen?</source>
        <translation>Гру не закінчено. Показати ролі, постріли й перевірки всім, хто бачить екран?</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="95" />
        <source>Seating schedule</source>
        <translation>Розсадка</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="96" />
        <source>Schedules (*.json *.csv)</source>
        <translation>Розсадки (*.json *.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="107" />
        <source>round %1, table %2</source>
        <translation>тур %1, стіл %2</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="109" />
        <source>Which table?</source>
        <translation>Який стіл?</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="110" />
        <source>Table of the schedule:</source>
        <translation>Стіл за розсадкою:</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="119" />
        <source>New game from the seating</source>
        <translation>Нова гра за розсадкою</translation>
    </message>
    <message>
        <location filename="../../ui/host_actions.py" line="20" />
        <source>In the sport rule books an event is corrected by undo or by editing it.</source>
        <translation>У спортивних правилах подію виправляють скасуванням або редагуванням.</translation>
    </message>
    <message>
        <location filename="../../ui/host_actions.py" line="35" />
        <source>Host's errors are recorded in boulevard games.</source>
        <translation>Помилки ведучого записуються в бульварних іграх.</translation>
    </message>
    <message>
        <location filename="../../ui/host_actions.py" line="48" />
        <source>Only a boulevard game keeps a host's journal.</source>
        <translation>Журнал ведучого є лише в бульварній грі.</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="127" />
        <location filename="../../ui/game_files.py" line="136" />
        <source>Table and rule book</source>
        <translation>Стіл і правила</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="154" />
        <source>Open game</source>
        <translation>Відкрити гру</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="155" />
        <location filename="../../ui/game_files.py" line="231" />
        <source>Games (*.json)</source>
        <translation>Ігри (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="103" />
        <location filename="../../ui/game_files.py" line="166" />
        <location filename="../../ui/game_files.py" line="181" />
        <source>Cannot open</source>
        <translation>Не вдалося відкрити</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="127" />
        <source>A boulevard table is dealt in the new boulevard game dialog (Ctrl+Shift+N); a nickname is edited by a double click on its seat.</source>
        <translation>Бульварний стіл роздають у вікні нової бульварної гри (Ctrl+Shift+N); нік змінюють подвійним клацанням по місцю.</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="200" />
        <source>No recent games</source>
        <translation>Останніх ігор немає</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="206" />
        <source>Open from the archive</source>
        <translation>Відкрити з архіву</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="207" />
        <source>The archive is not available.</source>
        <translation>Архів недоступний.</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="221" />
        <source>Cannot save</source>
        <translation>Не вдалося зберегти</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="229" />
        <source>Save game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="241" />
        <source>Unsaved changes</source>
        <translation>Незбережені зміни</translation>
    </message>
    <message>
        <location filename="../../ui/game_files.py" line="242" />
        <source>Save the changes of this game?</source>
        <translation>Зберегти зміни цієї гри?</translation>
    </message>
    <message>
        <location filename="../../ui/restore.py" line="31" />
        <source>A game was left open when the program stopped:
%1
last change %2.

Restore it? Yes brings it back; No keeps it among the recent games; Throw away discards it once you confirm.</source>
        <translation>Коли програма зупинилася, була відкрита гра:
%1
остання зміна %2.

Відновити її? «Так» — повернути її; «Ні» — залишити серед останніх ігор; «Викинути…» — викинути після підтвердження.</translation>
    </message>
    <message>
        <location filename="../../ui/restore.py" line="40" />
        <source>Throw away the game %1? This cannot be undone.</source>
        <translation>Викинути гру %1? Цього не можна скасувати.</translation>
    </message>
    <message>
        <location filename="../../ui/restore.py" line="56" />
        <source>Throw away…</source>
        <translation>Викинути…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="317" />
        <location filename="../../ui/menus.py" line="129" />
        <source>Protest…</source>
        <translation>Протест…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="326" />
        <source>a protest</source>
        <translation>протест</translation>
    </message>
    <message>
        <location filename="../../ui/main.py" line="1" />
        <source>No recovery copy: another sheet owns the folder</source>
        <translation>Без копії для відновлення: текою володіє інший аркуш</translation>
    </message>
</context>
<context>
    <name>MyCertificate</name>
    <message>
        <location filename="../../ui/menus.py" line="104" />
        <source>&amp;My certificate…</source>
        <translation>&amp;Мій сертифікат…</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="91" />
        <location filename="../../ui/my_certificate.py" line="179" />
        <location filename="../../ui/my_certificate.py" line="189" />
        <source>My certificate</source>
        <translation>Мій сертифікат</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="108" />
        <source>Save the certificate file…</source>
        <translation>Зберегти файл сертифіката…</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="110" />
        <location filename="../../ui/my_certificate.py" line="170" />
        <source>Create my signing key…</source>
        <translation>Створити мій ключ підпису…</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="113" />
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="115" />
        <source>Fingerprint (SHA-256):</source>
        <translation>Відбиток (SHA-256):</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="150" />
        <source>Valid from %1 to %2</source>
        <translation>Чинний з %1 до %2</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="153" />
        <source>The secretary adds you to the tournament's judges from a photo or a screenshot of this QR code, or from the certificate file. Read the fingerprint aloud to check that the register shows the same.</source>
        <translation>Секретар додасть вас до суддів турніру за фото або знімком екрана з цим QR-кодом чи за файлом сертифіката. Прочитайте відбиток уголос, щоб звірити його з тим, що бачить секретар.</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="165" />
        <source>You have no signing key yet.</source>
        <translation>У вас поки немає ключа підпису.</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="166" />
        <source>The key signs your protocols; its certificate tells the secretary that they are yours. It is the key the signed export uses, kept under your passphrase.</source>
        <translation>Ключем ви підписуєте протоколи, а його сертифікат показує секретареві, що вони ваші. Це той самий ключ, що й під час експорту з підписом, його захищено вашим паролем.</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="169" />
        <source>Open my signing key…</source>
        <translation>Відкрити мій ключ підпису…</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="180" />
        <source>Your name, as the certificate will show it:</source>
        <translation>Ваше ім'я, як його покаже сертифікат:</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="199" />
        <source>Save the certificate file</source>
        <translation>Зберегти файл сертифіката</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="200" />
        <source>Certificates (*.pem *.crt)</source>
        <translation>Сертифікати (*.pem *.crt)</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="210" />
        <source>Cannot write</source>
        <translation>Не вдалося записати</translation>
    </message>
    <message>
        <location filename="../../ui/my_certificate.py" line="213" />
        <source>The certificate is written: %1</source>
        <translation>Сертифікат записано: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/new_game.py" line="76" />
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="76" />
        <source>Table and rule book</source>
        <translation>Стіл і правила</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="87" />
        <source>Header</source>
        <translation>Шапка</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="90" />
        <source>Tournament</source>
        <translation>Турнір</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="91" />
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="92" />
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="92" />
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="93" />
        <source>Judge</source>
        <translation>Суддя</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="102" />
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="105" />
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="108" />
        <source>Nickname</source>
        <translation>Нікнейм</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="109" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="135" />
        <source>Draw seats</source>
        <translation>Жеребкування місць</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="137" />
        <source>Draw roles</source>
        <translation>Роздати ролі</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="140" />
        <location filename="../../ui/new_game.py" line="221" />
        <source>Show the roles</source>
        <translation>Показати ролі</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="143" />
        <source>The roles are dealt and hidden.</source>
        <translation>Ролі роздано й приховано.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="151" />
        <source>Rule book</source>
        <translation>Звід правил</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="162" />
        <source>Clause</source>
        <translation>Пункт</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="163" />
        <source>Choice</source>
        <translation>Варіант</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="220" />
        <source>Hide the roles</source>
        <translation>Приховати ролі</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="251" />
        <source>The game is under way: its recorded events keep their seats. Draw anyway?</source>
        <translation>Гра вже триває: записані події залишаться за своїми місцями. Усе одно роздати?</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="256" />
        <source>Draw the seats again: every nickname moves to another seat.</source>
        <translation>Заново розсадити: кожен нік перейде на інше місце.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="265" />
        <source>Deal the roles again: every player may get another role.</source>
        <translation>Заново роздати ролі: у кожного гравця може змінитися роль.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game.py" line="295" />
        <source>Roles must be 6 citizens, 1 sheriff, 2 mafia and 1 don; now: %1 citizens, %2 sheriffs, %3 mafia, %4 dons</source>
        <translation>Потрібно 6 мирних, 1 шериф, 2 мафії та 1 дон; зараз: мирних %1, шерифів %2, мафій %3, донів %4</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../../ui/night_panel.py" line="57" />
        <source>Night actions</source>
        <translation>Нічні дії</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="76" />
        <source>Record the night (Enter)</source>
        <translation>Записати ніч (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="125" />
        <source>Mafia</source>
        <translation>Мафія</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="129" />
        <source>Target (Alt+%1)</source>
        <translation>Ціль (Alt+%1)</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="134" />
        <source>Second target</source>
        <translation>Друга ціль</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="136" />
        <source>who showed</source>
        <translation>хто показав</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="137" />
        <source>The mafioso who showed the target (left blank: the Don, or the first mafioso at the table)</source>
        <translation>Мафіозі, який показав ціль (порожньо — Дон або перший мафіозі за столом)</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="167" />
        <source>no shot</source>
        <translation>без пострілу</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="276" />
        <source>Choose a target in a row first.</source>
        <translation>Спершу виберіть ціль у рядку.</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="280" />
        <source>Swaps and comparisons need two seats.</source>
        <translation>Обміну й порівнянню потрібні два місця.</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="176" />
        <source>shown: mafia</source>
        <translation>показано: мафія</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="177" />
        <source>shown: not mafia</source>
        <translation>показано: не мафія</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="178" />
        <source>shown: the same side</source>
        <translation>показано: одна сторона</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="179" />
        <source>shown: different sides</source>
        <translation>показано: різні сторони</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="183" />
        <source>answer shown</source>
        <translation>показана відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/night_panel.py" line="187" />
        <source>The answer shown to the role</source>
        <translation>Відповідь, показана ролі</translation>
    </message>
</context>
<context>
    <name>PaperReview</name>
    <message>
        <location filename="../../ui/paper_review.py" line="30"/>
        <location filename="../../ui/secretary/scans.py" line="238"/>
        <source>Review of the pen form</source>
        <translation>Перевірка бланка</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="36"/>
        <source>who reviews (recorded with each correction)</source>
        <translation>хто перевіряє (записується з кожним виправленням)</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="38"/>
        <source>Right (Enter)</source>
        <translation>Правильно (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="39"/>
        <source>Correct it (Space)</source>
        <translation>Виправити (Пробіл)</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="81"/>
        <source>Nothing to review.</source>
        <translation>Перевіряти нічого.</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="84"/>
        <source>Mark {n} of {total}</source>
        <translation>Позначка {n} з {total}</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="90"/>
        <source>Enter: acknowledged</source>
        <translation>Enter — прийнято</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="98"/>
        <source>Read: marked</source>
        <translation>Прочитано: позначено</translation>
    </message>
    <message>
        <location filename="../../ui/paper_review.py" line="99"/>
        <source>Read: empty</source>
        <translation>Прочитано: порожньо</translation>
    </message>
</context>
<context>
    <name>ProtestDialog</name>
    <message>
        <location filename="../../ui/protest_dialog.py" line="16" />
        <source>Protest</source>
        <translation>Протест</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="18" />
        <source>nobody at the table (a captain, the audience…)</source>
        <translation>не гравець за столом (капітан, глядачі…)</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="20" />
        <source>player %1</source>
        <translation>гравець %1</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="25" />
        <source>what the protest is about</source>
        <translation>про що протест</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="28" />
        <source>left empty while it is not taken</source>
        <translation>порожньо, доки рішення не ухвалено</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="32" />
        <source>Protested by</source>
        <translation>Протестує</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="33" />
        <source>About what</source>
        <translation>Про що</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="34" />
        <source>Head judge's decision</source>
        <translation>Рішення головного судді</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="37" />
        <source>Record the protest</source>
        <translation>Записати протест</translation>
    </message>
    <message>
        <location filename="../../ui/protest_dialog.py" line="45" />
        <source>Say what the protest is about.</source>
        <translation>Напишіть, про що протест.</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../ui/qt_texts.py" line="10" />
        <source>&amp;Look in:</source>
        <translation>&amp;Шукати в:</translation>
    </message>
    <message>
        <location filename="../../ui/qt_texts.py" line="11" />
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлів:</translation>
    </message>
</context>
<context>
    <name>QuickEntry</name>
    <message>
        <location filename="../../ui/quick_entry.py" line="43" />
        <source>Quick entry (Ctrl+L)</source>
        <translation>Швидке введення (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../../ui/quick_entry.py" line="85" />
        <source>column</source>
        <translation>символ</translation>
    </message>
</context>
<context>
    <name>Scans</name>
    <message>
        <location filename="../../ui/secretary/scans.py" line="75" />
        <source>File, page</source>
        <translation>Файл, сторінка</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="75" />
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="75" />
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="75" />
        <source>Details</source>
        <translation>Подробиці</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="181" />
        <source>Drop scanned protocols (PDF, PNG, JPEG, TIFF) on the window, or choose Games → Match scanned protocols…</source>
        <translation>Перетягніть скани протоколів (PDF, PNG, JPEG, TIFF) на вікно або виберіть Ігри → Звірити скани протоколів…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="184" />
        <location filename="../../ui/secretary/scans.py" line="224" />
        <source>Match scanned protocols…</source>
        <translation>Звірити скани протоколів…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="185" />
        <source>Report PDF…</source>
        <translation>Звіт PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="186" />
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="187" />
        <source>Only the pages that match nothing</source>
        <translation>Лише сторінки без збігу</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="189" />
        <source>In the grid, a green check marks a place whose printed protocol was matched.</source>
        <translation>У сітці зелена галочка позначає місце, чий надрукований протокол збігся з архівом.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="220" />
        <location filename="../../ui/secretary/scans.py" line="293" />
        <source>Scans</source>
        <translation>Скани</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="240" />
        <source>Scanned protocols</source>
        <translation>Скани протоколів</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="30" />
        <location filename="../../ui/secretary/scans.py" line="241" />
        <source>Scans ({patterns})</source>
        <translation>Скани ({patterns})</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="251" />
        <source>Reading the scans…</source>
        <translation>Читаю скани…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="269" />
        <source>Reading the scans… {pages} pages</source>
        <translation>Читаю скани… сторінок: {pages}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="292" />
        <source>Scans ({count} unmatched)</source>
        <translation>Скани (без збігу: {count})</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="302" />
        <source>Report PDF</source>
        <translation>Звіт PDF</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="307" />
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="322" />
        <source>Written: {path}</source>
        <translation>Записано: {path}</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="29" />
        <location filename="../../ui/scan_dialog.py" line="47" />
        <location filename="../../ui/scan_dialog.py" line="100" />
        <location filename="../../ui/scan_dialog.py" line="162" />
        <source>Open by scan</source>
        <translation>Відкрити за сканом</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="98" />
        <source>Reading {name}…</source>
        <translation>Читання {name}…</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="99" />
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="133" />
        <source>Reading {name}: page {n} of {count}…</source>
        <translation>Читання {name}: сторінка {n} з {count}…</translation>
    </message>
    <message>
        <location filename="../../ui/menus.py" line="95" />
        <source>Open by s&amp;can…</source>
        <translation>Відкрити за с&amp;каном…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/scans.py" line="275" />
        <source>The scans were not matched: {reason}</source>
        <translation>Скани не звірено: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="181" />
        <source>This game is open in this window.</source>
        <translation>Ця партія відкрита в цьому вікні.</translation>
    </message>
    <message>
        <location filename="../../ui/scan_dialog.py" line="173" />
        <source>Open the game as the archive holds it now?</source>
        <translation>Відкрити партію в тому вигляді, в якому вона зараз в архіві?</translation>
    </message>
</context>
<context>
    <name>SeatActions</name>
    <message>
        <location filename="../../ui/seat_actions.py" line="83" />
        <source>Speech starts</source>
        <translation>Початок промови</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="85" />
        <source>Nominates</source>
        <translation>Висуває</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="88" />
        <source>Withdraws %1</source>
        <translation>Відкликає %1</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="91" />
        <source>Votes against this candidate…</source>
        <translation>Голоси проти цього кандидата…</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="93" />
        <source>Lift-all vote…</source>
        <translation>Голосування за підняття всіх…</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="95" />
        <source>Best move…</source>
        <translation>Кращий хід…</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="96" />
        <source>Killed by the shooting</source>
        <translation>Вбитий під час відстрілу</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="98" />
        <source>The shooting missed</source>
        <translation>Промах</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="101" />
        <source>Shoots at</source>
        <translation>Стріляє в</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="102" />
        <source>does not shoot</source>
        <translation>не стріляє</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="103" />
        <source>The Don checks this player</source>
        <translation>Дон перевіряє цього гравця</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="105" />
        <source>The Sheriff checks this player</source>
        <translation>Шериф перевіряє цього гравця</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="107" />
        <source>Foul</source>
        <translation>Фол</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="108" />
        <source>Warning</source>
        <translation>Попередження</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="109" />
        <source>Removal</source>
        <translation>Вилучення</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="110" />
        <source>Team defeat</source>
        <translation>Поразка команди</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="75" />
        <source>Violation (next: %1)</source>
        <translation>Порушення (далі: %1)</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="71" />
        <source>Light violation</source>
        <translation>Легке порушення</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="72" />
        <source>Intentional role reveal</source>
        <translation>Умисне розкриття ролі</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="73" />
        <source>Systematic disruption</source>
        <translation>Систематичний зрив</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="113" />
        <source>Removal by the host's decision</source>
        <translation>Вилучення рішенням ведучого</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="154" />
        <source>Only the count:</source>
        <translation>Лише кількість:</translation>
    </message>
    <message>
        <location filename="../../ui/seat_actions.py" line="177" />
        <source>Tick exactly three seats.</source>
        <translation>Позначте рівно три місця.</translation>
    </message>
</context>
<context>
    <name>Secretary</name>
    <message>
        <location filename="../../ui/secretary/stages.py" line="31" />
        <source>Table:</source>
        <translation>Таблиця:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="74" />
        <source>Advance: {names}</source>
        <translation>Проходять: {names}</translation>
    </message>
    <message>
        <source>Advance: {names}; {slots} more among {tied}: the secretary decides</source>
        <translation>Проходять: {names}; ще місць: {slots}, серед {tied} вирішує секретар</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="27" />
        <source>killed</source>
        <translation>вбитий</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="28" />
        <source>voted out</source>
        <translation>заголосований</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="29" />
        <source>four fouls</source>
        <translation>чотири фоли</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="30" />
        <source>removed</source>
        <translation>вилучений</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="76" />
        <source>Player card: {name}</source>
        <translation>Картка гравця: {name}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="78" />
        <source>&lt;b&gt;{name}&lt;/b&gt; — place {place}, total {total}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — місце {place}, разом {total}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="81" />
        <source>Games {games}, wins {wins}; points {points}, extra {extra}, best move {bm}, Ci {ci}, penalties {pen}; killed on the first night {fnk} times</source>
        <translation>Ігри: {games}, перемоги: {wins}; бали: {points}, ДБ: {extra}, КХ: {bm}, Ci: {ci}, штрафи: {pen}; вбитий у першу ніч: {fnk}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="89" />
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="89" />
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="89" />
        <location filename="../../ui/secretary/card.py" line="103" />
        <source>Seat</source>
        <translation>Місце</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="90" />
        <location filename="../../ui/secretary/card.py" line="97" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="90" />
        <location filename="../../ui/secretary/decisions.py" line="81" />
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="90" />
        <location filename="../../ui/secretary/models.py" line="188" />
        <source>Points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="91" />
        <location filename="../../ui/secretary/models.py" line="190" />
        <source>Extra</source>
        <translation>ДБ</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="92" />
        <location filename="../../ui/secretary/models.py" line="191" />
        <source>BM</source>
        <translation>КХ</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="93" />
        <location filename="../../ui/secretary/decisions.py" line="80" />
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="93" />
        <location filename="../../ui/secretary/models.py" line="202" />
        <location filename="../../ui/secretary/stages.py" line="45" />
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="93" />
        <source>Notes</source>
        <translation>Примітки</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="94" />
        <location filename="../../ui/secretary/models.py" line="349" />
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="97" />
        <location filename="../../ui/secretary/card.py" line="104" />
        <location filename="../../ui/secretary/models.py" line="186" />
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="97" />
        <location filename="../../ui/secretary/card.py" line="105" />
        <location filename="../../ui/secretary/models.py" line="187" />
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="98" />
        <source>Win rate</source>
        <translation>Частка перемог</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="98" />
        <source>Average points</source>
        <translation>Середній бал</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="106" />
        <source>By role</source>
        <translation>За ролями</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="106" />
        <source>By seat</source>
        <translation>За місцями</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="130" />
        <source>killed first</source>
        <translation>перший убитий</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/card.py" line="132" />
        <source>best move: {hits} of 3 black</source>
        <translation>КХ: вгадано чорних {hits} з 3</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="31" />
        <source>Nothing to export</source>
        <translation>Нічого експортувати</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="32" />
        <source>There is no finished game yet.</source>
        <translation>Поки немає жодної закінченої гри.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="40" />
        <location filename="../../ui/secretary/seating.py" line="392" />
        <source>Cannot write</source>
        <translation>Не вдалося записати</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="50" />
        <location filename="../../ui/secretary/printing.py" line="89" />
        <source>Export the standings</source>
        <translation>Експорт турнірної таблиці</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="51" />
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="65" />
        <source>Signed tournament summary</source>
        <translation>Підписані підсумки турніру</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="66" />
        <source>Tournament summary</source>
        <translation>Підсумки турніру</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="67" />
        <location filename="../../ui/secretary/printing.py" line="129" />
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="70" />
        <source>The chief judge:</source>
        <translation>Головний суддя:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="93" />
        <location filename="../../ui/secretary/exporting.py" line="122" />
        <location filename="../../ui/secretary/settling.py" line="91" />
        <source>Not signed</source>
        <translation>Не підписано</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="114" />
        <location filename="../../ui/secretary/settling.py" line="82" />
        <source>A new signing key is created for you. Choose its passphrase:</source>
        <translation>Для вас буде створено ключ підпису. Придумайте до нього пароль:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="115" />
        <location filename="../../ui/secretary/settling.py" line="83" />
        <source>The passphrase of your signing key:</source>
        <translation>Пароль вашого ключа підпису:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="65" />
        <source>Round {round}, table {table}: {status}</source>
        <translation>Тур {round}, стіл {table}: {status}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="76" />
        <source>judge {name}</source>
        <translation>суддя {name}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="82" />
        <source>Not counted: {label}</source>
        <translation>Не враховано: {label}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="102" />
        <source>Seating: {names}</source>
        <translation>За розсадкою: {names}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="105" />
        <source>Seats that differ from the seating: {seats}</source>
        <translation>Місця не за розсадкою: {seats}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="142" />
        <source>not counted</source>
        <translation>не врахована</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="148" />
        <source>not as seated</source>
        <translation>не за розсадкою</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="168" />
        <location filename="../../ui/secretary/seating_model.py" line="107" />
        <source>Table {table}</source>
        <translation>Стіл {table}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="170" />
        <source>Round {round}</source>
        <translation>Тур {round}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="184" />
        <location filename="../../ui/secretary/models.py" line="348" />
        <source>Place</source>
        <translation>Місце</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="185" />
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="186" />
        <source>Games counted</source>
        <translation>Враховані ігри</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="189" />
        <source>Points for the results (win, loss, draw)</source>
        <translation>Бали за результат (перемога, поразка, нічия)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="190" />
        <source>Extra points the judges gave</source>
        <translation>Додаткові бали, виставлені суддями</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="192" />
        <source>Best move: points for the blacks named by the first killed</source>
        <translation>Кращий хід: бали за чорних, названих першим убитим</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="193" />
        <source>Compensation for being killed first</source>
        <translation>Компенсація за перший відстріл</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="194" />
        <source>Penalties</source>
        <translation>Штрафи</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="195" />
        <source>FNK</source>
        <translation>ПВ</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="196" />
        <source>Times killed on the first night</source>
        <translation>Скільки разів убитий у першу ніч</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="200" />
        <source>Wins / games as {role}</source>
        <translation>Перемоги / ігри в ролі: {role}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="203" />
        <source>Decided by</source>
        <translation>Вирішив</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="204" />
        <source>The tie-breaker that placed the player below the one above</source>
        <translation>Критерій, за яким гравець опинився нижче за попереднього</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="280" />
        <source>Ci {value} from the games: {games}</source>
        <translation>Ci {value} за ігри: {games}</translation>
    </message>
    <message>
        <source>{path}: written; a worksheet cannot hold the control characters of {names}: written there as escapes</source>
        <translation>{path}: записано; аркуш Excel не тримає керівні символи в {names}: їх записано як escape-послідовності</translation>
    </message>
    <message>
        <source>{value} = {parts} (a stage's points count times its weight)</source>
        <translation>{value} = {parts} (очки етапу рахуються з його вагою)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="283" />
        <source>Drawn by lot: position {lot} in the tied group</source>
        <translation>Жереб: {lot}-е місце в групі рівних</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="348" />
        <source>Severity</source>
        <translation>Важливість</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="349" />
        <source>What</source>
        <translation>Що</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="103" />
        <source>One name a line; empty: numbered players</source>
        <translation>По імені в рядку; порожньо — гравці за номерами</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="121" />
        <source>Two names a line: A, B</source>
        <translation>Два імені в рядку: А, Б</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="125" />
        <location filename="../../ui/secretary/seating.py" line="264" />
        <source>Generate</source>
        <translation>Розсадити</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="127" />
        <source>Import…</source>
        <translation>Відкрити…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="129" />
        <source>Export…</source>
        <translation>Зберегти…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="133" />
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="134" />
        <location filename="../../ui/secretary/window.py" line="120" />
        <source>Tables</source>
        <translation>Столи</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="135" />
        <source>Games each</source>
        <translation>Ігор у кожного</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="136" />
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="137" />
        <source>Effort</source>
        <translation>Глибина пошуку</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="124" />
        <source>Even</source>
        <translation>Порівну</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="125" />
        <source>Looser, fewer repeats</source>
        <translation>Рідше повтори</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="127" />
        <source>Where players sit out: each table visited equally often, or a looser spread of table visits so that pairs of players meet more evenly</source>
        <translation>Коли гравці пропускають тури: кожен стіл порівну або столи вільніше, щоб пари гравців зустрічалися рівніше</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="147" />
        <source>Table visits</source>
        <translation>По столах</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="138" />
        <source>Request</source>
        <translation>Завдання</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="140" />
        <source>Names</source>
        <translation>Імена</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="143" />
        <source>Keep apart</source>
        <translation>Розвести</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="159" />
        <source>Round </source>
        <translation>Тур </translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="162" />
        <source>Swap the two selected</source>
        <translation>Поміняти двох вибраних</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="164" />
        <source>Click two seats (or a seat and a resting player), then swap.</source>
        <translation>Виберіть два місця (або місце й гравця, що відпочиває) і поміняйте їх.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="186" />
        <source>Resting this round</source>
        <translation>Відпочивають у цьому турі</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="191" />
        <source>Imbalance</source>
        <translation>Нерівномірність</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="224" />
        <source>Keep apart, line {line}: expected two names, "A, B"</source>
        <translation>Розвести, рядок {line}: потрібні два імені через кому, «А, Б»</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="230" />
        <source>{rounds} rounds of {tables} tables</source>
        <translation>Турів: {rounds}, столів у турі: {tables}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="233" />
        <source>; {count} rest each round</source>
        <translation>; відпочивають у кожному турі: {count}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="250" />
        <source>Generating…</source>
        <translation>Розсаджую…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="304" />
        <source>No seating yet: generate one or import a file.</source>
        <translation>Розсадки поки немає: складіть її або відкрийте файл.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="307" />
        <source>Evenness cost (lower is more even): {cost}</source>
        <translation>Штраф нерівномірності (що менше, то рівніше): {cost}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="309" />
        <source>; before the last swap {cost}</source>
        <translation>; до останньої заміни {cost}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="346" />
        <source>Import a seating</source>
        <translation>Відкрити розсадку</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="347" />
        <source>Seating (*.json *.csv)</source>
        <translation>Розсадка (*.json *.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="355" />
        <source>Seating not read</source>
        <translation>Розсадку не прочитано</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="378" />
        <source>Export the seating</source>
        <translation>Зберегти розсадку</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating.py" line="379" />
        <source>Seating (*.json);;CSV (*.csv)</source>
        <translation>Розсадка (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating_model.py" line="22" />
        <source>{name}: {games} games</source>
        <translation>{name}: ігор — {games}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating_model.py" line="23" />
        <source>Seats: {seats}</source>
        <translation>Місця: {seats}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating_model.py" line="25" />
        <source>Tables: {tables}</source>
        <translation>Столи: {tables}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating_model.py" line="29" />
        <source>Met most: {names}</source>
        <translation>Найчастіше зустрічав: {names}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/seating_model.py" line="31" />
        <source>Rests in rounds {rounds}</source>
        <translation>Відпочиває в турах {rounds}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/tabs.py" line="128" />
        <source>Select a place to see its games.</source>
        <translation>Виберіть клітинку, щоб побачити її ігри.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/tabs.py" line="159" />
        <source>Find a player</source>
        <translation>Знайти гравця</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/tabs.py" line="168" />
        <source>Double-click a player for their card.</source>
        <translation>Подвійне клацання по гравцю відкриває його картку.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="38" />
        <source>Citizen</source>
        <translation>Мирний</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="39" />
        <source>Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="40" />
        <source>Mafia</source>
        <translation>Мафія</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="41" />
        <source>Don</source>
        <translation>Дон</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="47" />
        <source>win</source>
        <translation>перемога</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="48" />
        <source>loss</source>
        <translation>поразка</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="49" />
        <source>draw</source>
        <translation>нічия</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="55" />
        <source>error</source>
        <translation>помилка</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="56" />
        <source>warning</source>
        <translation>увага</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="57" />
        <source>info</source>
        <translation>відомості</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/texts.py" line="76" />
        <source>lots</source>
        <translation>жереб</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="121" />
        <source>Standings</source>
        <translation>Таблиця</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="122" />
        <source>Seating</source>
        <translation>Розсадка</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="123" />
        <location filename="../../ui/secretary/window.py" line="325" />
        <source>Issues</source>
        <translation>Зауваження</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="148" />
        <source>Import a folder…</source>
        <translation>Імпорт теки…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="149" />
        <source>Import files…</source>
        <translation>Імпорт файлів…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="151" />
        <source>Forget the imported files</source>
        <translation>Забути імпортовані файли</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="152" />
        <source>Tournament from the archive…</source>
        <translation>Турнір з архіву…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="154" />
        <source>Refresh</source>
        <translation>Оновити</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="155" />
        <source>Refresh every 10 s</source>
        <translation>Оновлювати кожні 10 с</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="171" />
        <source>Standings as Excel workbook…</source>
        <translation>Таблиця в Excel (XLSX)…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="30" />
        <source>Seating…</source>
        <translation>Розсадка…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="31" />
        <source>Table cards…</source>
        <translation>Картки столів…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="32" />
        <source>Blank protocols…</source>
        <translation>Бланки протоколів…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="33" />
        <source>Standings for the wall…</source>
        <translation>Таблиця на стіну…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="34" />
        <source>&amp;Print</source>
        <translation>&amp;Друк</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="43" />
        <source>Print the seating</source>
        <translation>Друк розсадки</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="50" />
        <source>Print the table cards</source>
        <translation>Друк карток столів</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="56" />
        <source>Print blank protocols</source>
        <translation>Друк бланків протоколів</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="65" />
        <source>Standings for the wall</source>
        <translation>Таблиця на стіну</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="69" />
        <source>After round:</source>
        <translation>Після туру:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="90" />
        <source>Excel workbook (*.xlsx)</source>
        <translation>Книга Excel (*.xlsx)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="103" />
        <source>No seating</source>
        <translation>Немає розсадки</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="104" />
        <source>Generate or import the seating first (the Seating tab).</source>
        <translation>Спершу складіть або завантажте розсадку (вкладка «Розсадка»).</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="112" />
        <source>Round:</source>
        <translation>Тур:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/printing.py" line="117" />
        <source>The judges, one a line (table 1 first; empty: none):</source>
        <translation>Судді, по одному в рядку (перший рядок — стіл 1; порожньо — немає):</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="160" />
        <source>Standings as CSV…</source>
        <translation>Таблиця в CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="161" />
        <source>Summary PDF…</source>
        <translation>Підсумки в PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="162" />
        <source>Signed summary PDF…</source>
        <translation>Підписані підсумки в PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="165" />
        <location filename="../../ui/secretary/window.py" line="164" />
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="165" />
        <source>&amp;Games</source>
        <translation>&amp;Ігри</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="172" />
        <source>&amp;Export</source>
        <translation>&amp;Експорт</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="179" />
        <source>The scoring regulation</source>
        <translation>Регламент підрахунку балів</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="184" />
        <source>Regulation file…</source>
        <translation>Файл регламенту…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="188" />
        <source>Tournament</source>
        <translation>Турнір</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="194" />
        <source>Regulation: </source>
        <translation>Регламент: </translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="202" />
        <source>Tournament secretary</source>
        <translation>Секретар турніру</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="206" />
        <source>Archive {where}, tournament «{name}»</source>
        <translation>Архів {where}, турнір «{name}»</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="209" />
        <source>Imported: {paths}</source>
        <translation>Імпортовано: {paths}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="212" />
        <source>No games yet: import a folder of judges' files, drop files here, or open a tournament of the archive.</source>
        <translation>Ігор поки немає: імпортуйте теку з файлами суддів, перетягніть файли сюди або відкрийте турнір з архіву.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="274" />
        <source>Updated {time}</source>
        <translation>Оновлено о {time}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="289" />
        <source>{regulation}: {games} games counted, {players} players</source>
        <translation>{regulation}: враховано ігор — {games}, гравців — {players}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="324" />
        <source>Issues ({count})</source>
        <translation>Зауваження ({count})</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="337" />
        <source>{games} games counted; {unread} files not read</source>
        <translation>Враховано ігор: {games}; не прочитано файлів: {unread}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="341" />
        <source>A folder of judges' game files</source>
        <translation>Тека з файлами ігор від суддів</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="346" />
        <source>Judges' game files</source>
        <translation>Файли ігор від суддів</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="347" />
        <source>Games (*.json)</source>
        <translation>Ігри (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/settling.py" line="116" />
        <location filename="../../ui/secretary/window.py" line="374" />
        <location filename="../../ui/secretary/window.py" line="377" />
        <location filename="../../ui/secretary/window.py" line="381" />
        <source>The archive</source>
        <translation>Архів</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="378" />
        <source>The archive holds no tournament games yet.</source>
        <translation>В архіві поки немає турнірних ігор.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="382" />
        <source>Tournament:</source>
        <translation>Турнір:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="415" />
        <source>A regulation file</source>
        <translation>Файл регламенту</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="416" />
        <source>Regulation (*.toml)</source>
        <translation>Регламент (*.toml)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="422" />
        <source>Regulation not read</source>
        <translation>Регламент не прочитано</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="79" />
        <source>Extra points (ДБ)</source>
        <translation>ДБ</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="82" />
        <source>Nickname</source>
        <translation>Нік</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="90" />
        <source>What:</source>
        <translation>Що:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="91" />
        <source>Seat:</source>
        <translation>Місце:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="93" />
        <source>New value:</source>
        <translation>Нове значення:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="100" />
        <source>secretary or chief judge</source>
        <translation>секретар або головний суддя</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="103" />
        <source>Who decides:</source>
        <translation>Хто вирішує:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="104" />
        <source>Why:</source>
        <translation>Чому:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="108" />
        <source>Journal the decision</source>
        <translation>Записати рішення</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="109" />
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="159" />
        <source>Say who decides.</source>
        <translation>Вкажіть, хто вирішує.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="162" />
        <source>Say why: the journal keeps the reason.</source>
        <translation>Вкажіть причину: журнал її зберігає.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="165" />
        <source>The nickname is empty.</source>
        <translation>Нік порожній.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="205" />
        <source>Correct…</source>
        <translation>Виправити…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="206" />
        <source>Count this protocol</source>
        <translation>Враховувати цей протокол</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="207" />
        <source>Exclude</source>
        <translation>Виключити</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="208" />
        <source>Count again</source>
        <translation>Повернути до заліку</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="215" />
        <source>Protocol:</source>
        <translation>Протокол:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="248" />
        <source>Correct {game}</source>
        <translation>Виправлення: {game}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="249" />
        <source>Count {game} for its place</source>
        <translation>Враховувати {game} за це місце</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="250" />
        <source>Exclude {game}</source>
        <translation>Виключити {game}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="251" />
        <source>Count {game} again</source>
        <translation>Повернути до заліку {game}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="79" />
        <source>Corrected, revision {revision}:</source>
        <translation>Виправлена, редакція {revision}:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="91" />
        <source>{a} and {b} differ:</source>
        <translation>{a} і {b} відрізняються:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/settling.py" line="55" />
        <location filename="../../ui/secretary/settling.py" line="58" />
        <source>Decision not taken</source>
        <translation>Рішення не записано</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/settling.py" line="64" />
        <source>Journalled: {game}: {what}</source>
        <translation>Записано до журналу: {game}: {what}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/settling.py" line="118" />
        <source>The seating is kept in the archive (version {version})</source>
        <translation>Розсадку збережено в архіві (версія {version})</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="158" />
        <source>Keep the seating in the archive</source>
        <translation>Зберегти розсадку в архіві</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="292" />
        <source>; not counted: {count} (see Issues)</source>
        <translation>; не враховано: {count} (див. «Зауваження»)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="104" />
        <source>Games are set aside</source>
        <translation>Є відкладені ігри</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/exporting.py" line="105" />
        <source>{count} games are set aside ({why}); the summary would rank the players without them, and lists them in its notes. Sign it anyway?</source>
        <translation>Відкладено ігор: {count} ({why}); підсумки розподілять місця без них і перелічать їх у примітках. Усе одно підписати?</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="144" />
        <source>unsigned (club)</source>
        <translation>без підпису (клуб)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/window.py" line="157" />
        <source>Judges of the tournament…</source>
        <translation>Судді турніру…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="47" />
        <source>Club tournament: unsigned protocols count, marked as such.</source>
        <translation>Клубний турнір: непідписані протоколи враховуються й позначаються.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="49" />
        <source>Federation tournament: only protocols signed by the judges of the register count.</source>
        <translation>Турнір федерації: враховуються лише протоколи, підписані суддями з реєстру.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="51" />
        <source>Club or federation is not chosen yet: the regulation decides whether unsigned protocols count.</source>
        <translation>Клубний турнір чи федерації — ще не обрано: чи враховувати непідписані протоколи, вирішує регламент.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="105" />
        <source>Import the tournament's folder first.</source>
        <translation>Спершу імпортуйте теку турніру.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="116" />
        <source>A new tournament: do unsigned protocols count? A club tournament counts them (marked as unsigned); a federation tournament counts only protocols signed by the judges of its register.</source>
        <translation>Новий турнір: чи враховувати непідписані протоколи? Клубний турнір їх враховує (з позначкою «без підпису»); турнір федерації враховує лише протоколи, підписані суддями з його реєстру.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="120" />
        <source>Club tournament</source>
        <translation>Клубний турнір</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="121" />
        <source>Federation tournament</source>
        <translation>Турнір федерації</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="136" />
        <location filename="../../ui/secretary/judges.py" line="288" />
        <source>The tournament's judges</source>
        <translation>Судді турніру</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="140" />
        <source>Judge</source>
        <translation>Суддя</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="140" />
        <source>Fingerprint</source>
        <translation>Відбиток</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="141" />
        <source>Added</source>
        <translation>Додано</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="147" />
        <source>Add from a certificate file…</source>
        <translation>Додати з файлу сертифіката…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="148" />
        <source>Add from a QR code image…</source>
        <translation>Додати за зображенням QR-коду…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="149" />
        <source>Remove</source>
        <translation>Виключити</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="157" />
        <source>The judge's sheet shows its certificate as a QR code under File → My certificate: a photo or a screenshot of it will do.</source>
        <translation>Аркуш судді показує сертифікат QR-кодом у меню Файл → Мій сертифікат: підійде його фото або знімок екрана.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="229" />
        <source>The judge's certificate</source>
        <translation>Сертифікат судді</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="230" />
        <source>Certificates (*.pem *.crt *.cer *.der)</source>
        <translation>Сертифікати (*.pem *.crt *.cer *.der)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="235" />
        <source>A photo or screenshot of the QR code</source>
        <translation>Фото або знімок екрана з QR-кодом</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="236" />
        <source>Images (*.png *.jpg *.jpeg *.bmp)</source>
        <translation>Зображення (*.png *.jpg *.jpeg *.bmp)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="245" />
        <source>Remove the judge</source>
        <translation>Виключити суддю</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="245" />
        <source>Remove {name} from the register? The games this judge signed will be set aside.</source>
        <translation>Виключити {name} з реєстру? Ігри, які він підписав, буде відкладено.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="281" />
        <source>The tournament</source>
        <translation>Турнір</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/judges.py" line="288" />
        <source>Import the tournament's folder or open a tournament of the archive first.</source>
        <translation>Спершу імпортуйте теку турніру або відкрийте турнір з архіву.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="55" />
        <location filename="../../ui/secretary/events.py" line="33" />
        <source>no figure</source>
        <translation>немає значення</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="56" />
        <source>Remove the figure the protocol has for this seat</source>
        <translation>Прибрати значення, записане в протоколі для цього місця</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="83" />
        <source>An event of the protocol</source>
        <translation>Подія протоколу</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="92" />
        <source>Now:</source>
        <translation>Зараз:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="94" />
        <source>What changes:</source>
        <translation>Що зміниться:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="39" />
        <source>the event chosen below</source>
        <translation>подія, вибрана нижче</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="44" />
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="44" />
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="84" />
        <source>Change its values</source>
        <translation>Змінити значення</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="85" />
        <source>Remove the event</source>
        <translation>Видалити подію</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="87" />
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="87" />
        <source>Value</source>
        <translation>Значення</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="138" />
        <source>The protocol has no events.</source>
        <translation>У протоколі немає подій.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/events.py" line="151" />
        <source>{field}: cannot read "{value}"</source>
        <translation>{field}: не вдається прочитати «{value}»</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/models.py" line="146" />
        <source>not in the register (club)</source>
        <translation>не в реєстрі (клуб)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="95" />
        <source>Sign the correction with my key</source>
        <translation>Підписати виправлення своїм ключем</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/decisions.py" line="96" />
        <source>The corrected protocol is signed as a revision over the judge's signed one; both are kept</source>
        <translation>Виправлений протокол підписується як нова редакція поверх підписаного суддею; обидва зберігаються</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/settling.py" line="84" />
        <source>Sign the correction</source>
        <translation>Підпис виправлення</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Decide…</source>
        <translation>Вирішити…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Which of the tied players advance: the secretary's decision, written into the stage file</source>
        <translation>Хто з гравців, що ділять місця, проходить: рішення секретаря, записується у файл етапів</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>The tie at the cut of «{stage}»</source>
        <translation>Рівність на межі проходу: «{stage}»</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>{players} share places {places}; the tie-break cannot separate them. Tick the {slots} who advance.</source>
        <translation>{players} ділять місця {places}; додаткові показники їх не розділяють. Позначте тих, хто проходить ({slots}).</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>for example, the chief judge</source>
        <translation>наприклад, головний суддя</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>for example, a lot drawn in the hall</source>
        <translation>наприклад, жереб у залі</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Decide</source>
        <translation>Вирішити</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Ticked: {count} of {slots}</source>
        <translation>Позначено: {count} з {slots}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>{slots} advance, {count} ticked: tick exactly {slots}.</source>
        <translation>Проходять {slots}, а позначено {count}: позначте рівно {slots}.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Say why.</source>
        <translation>Вкажіть причину рішення.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Redo</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Undo the last decision at a cut</source>
        <translation>Скасувати останнє рішення на межі проходу</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Redo the decision at the cut</source>
        <translation>Повернути скасоване рішення на межі проходу</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Decision at the cut of «{stage}»</source>
        <translation>Рішення на межі проходу: «{stage}»</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/stages.py" line="1" />
        <source>Stage file</source>
        <translation>Файл етапів</translation>
    </message>
</context>
<context>
    <name>SecretaryInterop</name>
    <message>
        <location filename="../../ui/secretary/interop.py" line="27" />
        <source>Import from mafiaratings…</source>
        <translation>Імпорт з mafiaratings…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="29" />
        <source>Import from Polemica…</source>
        <translation>Імпорт з Polemica…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="31" />
        <source>Export for mafiaratings…</source>
        <translation>Експорт для mafiaratings…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="42" />
        <source>Records of {system}</source>
        <translation>Записи {system}</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="43" />
        <source>Records (*.json)</source>
        <translation>Записи (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="46" />
        <source>Where to keep the converted games</source>
        <translation>Куди зберегти перенесені ігри</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="66" />
        <location filename="../../ui/secretary/interop.py" line="78" />
        <source>Nothing was imported: these records cannot be read.</source>
        <translation>Нічого не імпортовано: ці записи не читаються.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="80" />
        <source>Games converted from {system}: {count}, kept in {folder}.</source>
        <translation>Перенесено ігор з {system}: {count}, їх збережено в {folder}.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="86" />
        <source>Where to write the mafiaratings records</source>
        <translation>Куди записати ігри для mafiaratings</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="99" />
        <source>There are no games to export.</source>
        <translation>Ігор для експорту немає.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="115" />
        <source>Cannot write</source>
        <translation>Не вдалося записати</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="116" />
        <source>Records for mafiaratings written: {count} of {games}, in {folder}.</source>
        <translation>Записано ігор для mafiaratings: {count} з {games}, у {folder}.</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="125" />
        <source>Other systems</source>
        <translation>Інші системи</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/interop.py" line="127" />
        <source>Lines to read: {count}.</source>
        <translation>Що не перенесено — у подробицях (рядків: {count}).</translation>
    </message>
</context>
<context>
    <name>Serving</name>
    <message>
        <location filename="../../ui/secretary/serving.py" line="60" />
        <source>Changes from the tables the archive did not accept:</source>
        <translation>Зміни зі столів, які архів не прийняв:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="41" />
        <source>The tournament is open for the tables</source>
        <translation>Турнір відкрито для столів</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="43" />
        <source>Address: %1 · started in %2 s</source>
        <translation>Адреса: %1 · запуск тривав %2 с</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="48" />
        <source>Table %1: %2</source>
        <translation>Стіл %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="58" />
        <source>&amp;Save the codes for printing…</source>
        <translation>&amp;Зберегти коди для друку…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="72" />
        <source>Join codes</source>
        <translation>Коди столів</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="93" />
        <source>Open for the tables…</source>
        <translation>Відкрити для столів…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="94" />
        <source>Close for the tables</source>
        <translation>Закрити для столів</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="96" />
        <source>&amp;Tournament</source>
        <translation>&amp;Турнір</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="104" />
        <location filename="../../ui/secretary/serving.py" line="112" />
        <location filename="../../ui/secretary/serving.py" line="143" />
        <source>Open for the tables</source>
        <translation>Відкрити для столів</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="105" />
        <source>The tournament's name:</source>
        <translation>Назва турніру:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="113" />
        <source>No seating is loaded. Number of tables:</source>
        <translation>Розсадку не завантажено. Кількість столів:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="127" />
        <source>Starting the tournament's server…</source>
        <translation>Запуск сервера турніру…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="152" />
        <source>Open for the tables at %1</source>
        <translation>Відкрито для столів за адресою %1</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="181" />
        <source>The tournament's server is stopped</source>
        <translation>Сервер турніру зупинено</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="61" />
        <source>&amp;Free the table…</source>
        <translation>З&amp;вільнити стіл…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="62" />
        <source>A table's laptop is replaced: let another device join it</source>
        <translation>Ноутбук столу замінено: до столу зможе приєднатися інший пристрій</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="80" />
        <source>Free the table</source>
        <translation>Звільнити стіл</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="81" />
        <source>Table %1 is freed in round:</source>
        <translation>Стіл %1 звільняється в турі:</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="87" />
        <source>Table %1 is free in round %2: another device may join it</source>
        <translation>Стіл %1 у турі %2 вільний: до нього може приєднатися інший пристрій</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/serving.py" line="88" />
        <source>No device held table %1 in round %2</source>
        <translation>Стіл %1 у турі %2 не був зайнятий жодним пристроєм</translation>
    </message>
</context>
<context>
    <name>SheetModel</name>
    <message>
        <location filename="../../ui/sheet_model.py" line="48" />
        <source>D%1</source>
        <translation>Д%1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="48" />
        <source>N%1</source>
        <translation>Н%1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="53" />
        <source>C</source>
        <translation>Ч</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="53" />
        <source>S</source>
        <translation>Ш</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="54" />
        <source>M</source>
        <translation>М</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="54" />
        <source>D</source>
        <translation>Д</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="59" />
        <source>citizen</source>
        <translation>мирний</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="59" />
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="60" />
        <source>mafia</source>
        <translation>мафія</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="60" />
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="73" />
        <source>a warning</source>
        <translation>попередження</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="74" />
        <source>the speech lost for a day circle</source>
        <translation>втрата слова на денне коло</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="75" />
        <source>removal by the host</source>
        <translation>вилучення ведучим</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="105" />
        <location filename="../../ui/sheet_model.py" line="364" />
        <location filename="../../ui/sheet_model.py" line="383" />
        <source>killed</source>
        <translation>вбитий</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="105" />
        <source>voted out</source>
        <translation>заголосований</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="106" />
        <source>lifted</source>
        <translation>піднятий</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="106" />
        <source>4 fouls</source>
        <translation>4 фоли</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="107" />
        <location filename="../../ui/sheet_model.py" line="326" />
        <source>removed</source>
        <translation>вилучений</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="237" />
        <source>nom.</source>
        <translation>вист.</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="237" />
        <source>votes</source>
        <translation>голоси</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="240" />
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="240" />
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="241" />
        <source>Fouls</source>
        <translation>Фоли</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="241" />
        <source>Left</source>
        <translation>Вибув</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="242" />
        <source>Violations</source>
        <translation>Порушення</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="246" />
        <source>Whom the player nominated</source>
        <translation>Кого висунув гравець</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="247" />
        <source>Votes against the candidate, per round; ↑ the lift-all vote</source>
        <translation>Голоси проти кандидата за раундами; ↑ — за підняття всіх</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="248" />
        <source>×N: the player shot at N; D:N / S:N: the Don's / the Sheriff's check (+ sheriff or red, − not); ✖ killed</source>
        <translation>×N: постріл у N; Д:N / Ш:N: перевірка Дона / Шерифа (+ шериф або червоний, − ні); ✖ вбитий</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="250" />
        <source>Fouls: click to add one</source>
        <translation>Фоли: клацання додає фол</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="82" />
        <location filename="../../ui/sheet_model.py" line="338" />
        <source>no speech</source>
        <translation>без промови</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="340" />
        <source>30 s</source>
        <translation>30 с</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="397" />
        <source>Next step on the ladder: %1</source>
        <translation>Наступний щабель: %1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="399" />
        <source>Fouls: %1, warnings: %2</source>
        <translation>Фолів: %1, попереджень: %2</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="402" />
        <source>Fouls: %1</source>
        <translation>Фолів: %1</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_model.py" line="417" />
        <source>A nickname is at most %1 characters; this one has %2.</source>
        <translation>Нікнейм — не довший за %1 символів, а в цьому %2.</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <location filename="../../ui/sheet_view.py" line="55" />
        <source>Nickname</source>
        <translation>Нікнейм</translation>
    </message>
    <message>
        <location filename="../../ui/sheet_view.py" line="55" />
        <source>Nickname of seat %1:</source>
        <translation>Нікнейм гравця на місці %1:</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../ui/start_page.py" line="21" />
        <source>Mafia Protocol</source>
        <translation>Mafia Protocol</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="30" />
        <source>&amp;New game (Ctrl+N)</source>
        <translation>&amp;Нова гра (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="31" />
        <source>New game at a &amp;tournament table…</source>
        <translation>Нова гра за &amp;турнірним столом…</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="32" />
        <source>New &amp;boulevard game…</source>
        <translation>Нова &amp;бульварна гра…</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="33" />
        <source>&amp;Open a file… (Ctrl+O)</source>
        <translation>&amp;Відкрити файл… (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="34" />
        <source>Open from the &amp;archive… (Ctrl+Shift+O)</source>
        <translation>Відкрити з &amp;архіву… (Ctrl+Shift+O)</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="44" />
        <source>&amp;Recent games</source>
        <translation>&amp;Останні ігри</translation>
    </message>
    <message>
        <location filename="../../ui/start_page.py" line="59" />
        <source>No recent games yet</source>
        <translation>Останніх ігор поки немає</translation>
    </message>
</context>
<context>
    <name>Acknowledge</name>
    <message>
        <location filename="../../ui/acknowledge.py" line="1" />
        <source>Errors in the protocol</source>
        <translation>Помилки в протоколі</translation>
    </message>
    <message>
        <location filename="../../ui/acknowledge.py" line="1" />
        <source>The validator finds errors in this game (%1). Go back and fix them, or acknowledge them: the protocol will say that you did.</source>
        <translation>Валідатор знаходить у цій грі помилки (%1). Поверніться й виправте їх або визнайте: протокол зазначить, що ви їх визнали.</translation>
    </message>
    <message>
        <location filename="../../ui/acknowledge.py" line="1" />
        <source>Go back and fix</source>
        <translation>Повернутися й виправити</translation>
    </message>
    <message>
        <location filename="../../ui/acknowledge.py" line="1" />
        <source>Errors acknowledged</source>
        <translation>Помилки визнано</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="1" />
        <source>Acknowledge and confirm</source>
        <translation>Визнати й підтвердити</translation>
    </message>
    <message>
        <location filename="../../ui/export.py" line="1" />
        <source>Acknowledge and sign</source>
        <translation>Визнати й підписати</translation>
    </message>
</context>
<context>
    <name>Career</name>
    <message>
        <location filename="../../ui/secretary/career.py" line="1" />
        <source>Player's career</source>
        <translation>Кар'єра гравця</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/career.py" line="1" />
        <source>Nickname, #id or federation id</source>
        <translation>Нікнейм, №id або номер у федерації</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/career.py" line="1" />
        <source>Show</source>
        <translation>Показати</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/career.py" line="1" />
        <source>Card as PDF…</source>
        <translation>Картка в PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/secretary/career.py" line="1" />
        <source>Player's career…</source>
        <translation>Кар'єра гравця…</translation>
    </message>
</context>
</TS>
