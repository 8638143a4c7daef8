// expect: CWE-89 @ 22
// note: Hibernate Criteria Restrictions.sqlRestriction receives a fragment concatenated from the project code parameter
package com.consulting.timesheets;

import java.util.List;

import org.hibernate.Criteria;
import org.hibernate.Session;
import org.hibernate.criterion.Restrictions;

public class TimesheetCriteriaDao {
    private final Session session;

    public TimesheetCriteriaDao(Session session) {
        this.session = session;
    }

    @SuppressWarnings({"unchecked", "deprecation"})
    public List<Timesheet> forProject(String projectCode) {
        Criteria criteria = session.createCriteria(Timesheet.class);
        criteria.add(Restrictions.eq("approved", Boolean.TRUE));
        criteria.add(Restrictions.sqlRestriction("{alias}.project_code = '" + projectCode + "'"));
        return criteria.list();
    }
}

class Timesheet {
    Long id;
    String projectCode;
    boolean approved;
}
