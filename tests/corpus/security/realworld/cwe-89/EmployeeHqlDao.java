// expect: CWE-89 @ 23
// note: Hibernate Session.createQuery with HQL extended by department name concatenation
package com.peoplehub.hr.dao;

import java.util.List;
import org.hibernate.Session;
import org.hibernate.SessionFactory;

public class EmployeeHqlDao {

    private final SessionFactory sessionFactory;

    public EmployeeHqlDao(SessionFactory sessionFactory) {
        this.sessionFactory = sessionFactory;
    }

    public List<Employee> activeInDepartment(String department) {
        try (Session session = sessionFactory.openSession()) {
            String hql = "from Employee e where e.terminatedOn is null";
            if (department != null) {
                hql += " and e.department.name = '" + department + "'";
            }
            return session.createQuery(hql, Employee.class).list();
        }
    }
}
