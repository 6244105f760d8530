-- The member search of the admin console (ADR 130): a trigram index over each hotel account's e-mail, names, company
-- and city, so a search by any part of them (LIKE '%text%', 3 characters or more) reads the index instead of every
-- account. Kept in step by triggers on users and companies; holds no more than those rows hold.
CREATE VIRTUAL TABLE member_search USING fts5(user_id UNINDEXED, body, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO member_search (user_id, body)
  SELECT u.id, lower(u.email || ' ' || u.f_name || ' ' || u.l_name || ' ' || coalesce(c.company_name, '') || ' ' || coalesce(c.city, ''))
  FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.role = 'user';
--> statement-breakpoint
CREATE TRIGGER member_search_user_insert AFTER INSERT ON users WHEN new.role = 'user'
BEGIN
  INSERT INTO member_search (user_id, body)
    SELECT new.id, lower(new.email || ' ' || new.f_name || ' ' || new.l_name || ' ' || coalesce(c.company_name, '') || ' ' || coalesce(c.city, ''))
    FROM (SELECT 1) LEFT JOIN companies c ON c.id = new.company_id;
END;
--> statement-breakpoint
CREATE TRIGGER member_search_user_update AFTER UPDATE OF email, f_name, l_name, company_id, role ON users
BEGIN
  DELETE FROM member_search WHERE user_id = old.id;
  INSERT INTO member_search (user_id, body)
    SELECT new.id, lower(new.email || ' ' || new.f_name || ' ' || new.l_name || ' ' || coalesce(c.company_name, '') || ' ' || coalesce(c.city, ''))
    FROM (SELECT 1) LEFT JOIN companies c ON c.id = new.company_id WHERE new.role = 'user';
END;
--> statement-breakpoint
CREATE TRIGGER member_search_user_delete AFTER DELETE ON users
BEGIN
  DELETE FROM member_search WHERE user_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER member_search_company_update AFTER UPDATE OF company_name, city ON companies
BEGIN
  DELETE FROM member_search WHERE user_id IN (SELECT id FROM users WHERE company_id = new.id);
  INSERT INTO member_search (user_id, body)
    SELECT u.id, lower(u.email || ' ' || u.f_name || ' ' || u.l_name || ' ' || new.company_name || ' ' || new.city)
    FROM users u WHERE u.company_id = new.id AND u.role = 'user';
END;
--> statement-breakpoint
CREATE TRIGGER member_search_company_delete AFTER DELETE ON companies
BEGIN
  DELETE FROM member_search WHERE user_id IN (SELECT id FROM users WHERE company_id = old.id);
  INSERT INTO member_search (user_id, body)
    SELECT u.id, lower(u.email || ' ' || u.f_name || ' ' || u.l_name || '  ')
    FROM users u WHERE u.company_id = old.id AND u.role = 'user';
END;
