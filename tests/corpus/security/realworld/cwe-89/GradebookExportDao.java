// expect: CWE-89 @ 22
// note: Hibernate legacy createSQLQuery with course code concatenated in a public DAO method
package edu.campus.grades;

import java.util.List;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

public class GradebookExportDao {

    private final SessionFactory sessionFactory;

    public GradebookExportDao(SessionFactory sessionFactory) {
        this.sessionFactory = sessionFactory;
    }

    @SuppressWarnings({"deprecation", "unchecked"})
    public List<Object[]> exportRows(String courseCode, String term) {
        Session session = sessionFactory.getCurrentSession();
        String sql = "SELECT s.student_no, g.assessment, g.score FROM grade g JOIN student s ON s.id = g.student_id "
                + "WHERE g.course_code = '" + courseCode + "' AND g.term = '" + term + "'";
        return session.createSQLQuery(sql).list();
    }
}
